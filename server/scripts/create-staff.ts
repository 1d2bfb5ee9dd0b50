import { mkdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { newPassword, passwordNotEmail, staffEmail } from '#contract/dashboard/password-policy.js';
import { ConfigError, loadConfig, staffCommandEnvironment } from '../config.js';
import { openConfiguredDatabase } from '../db/open-database.js';
import { hashPassword } from '../lib/auth/passwords.js';
import { systemClock } from '../lib/clock.js';
import { DataDirLockedError } from '../lib/data-dir-lock.js';
import { isMessageKey, translate } from '#contract/message-catalogue.js';
import { systemActor, findRoleByName, roleNames, insertStaff } from '../modules/dashboard/index.js';

const USAGE = `Creates a back-office staff member. Asks nothing; every value comes from an argument or a variable.

  npm run staff:create -- --email <email> --name <full name> --password <password> --role <role>

  --role      a role's name or id, or super-admin (every permission)
  Variables:  STAFF_EMAIL, STAFF_NAME, STAFF_PASSWORD, STAFF_ROLE (a password in a variable stays out
              of the process list and the shell history). DATA_DIR or DATABASE_URL pick the database.`;

const input = z
  .object({
    email: staffEmail,
    name: z.string({ error: 'fullNameRequired' }).trim().min(1, 'fullNameRequired').max(100, 'fieldTooLong'),
    password: newPassword,
    role: z.string({ error: 'fieldRequired' }).trim().min(1, 'fieldRequired'),
  })
  .superRefine(passwordNotEmail('password', (value) => value.email));

/** The numbers a length message names (`at least {minimum}`). */
function boundsOf(issue: z.core.$ZodIssue): Record<string, number> {
  const bounds: Record<string, number> = {};
  if ('minimum' in issue) bounds.minimum = Number(issue.minimum);
  if ('maximum' in issue) bounds.maximum = Number(issue.maximum);
  return bounds;
}

const say = (text: string) => process.stdout.write(`${text}\n`);
const complain = (text: string) => process.stderr.write(`${text}\n`);

async function createStaffFromCommandLine(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    say(USAGE);
    return 0;
  }
  const fromEnvironment = staffCommandEnvironment();
  const parsed = input.safeParse({
    email: values.email ?? fromEnvironment.email,
    name: values.name ?? fromEnvironment.name,
    password: values.password ?? fromEnvironment.password,
    role: values.role ?? fromEnvironment.role,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = isMessageKey(issue.message) ? issue.message : 'fieldInvalid';
      complain(`--${issue.path.join('.')}: ${translate(key, 'en', boundsOf(issue))}`);
    }
    complain(`\n${USAGE}`);
    return 1;
  }
  const { email, name, password, role: roleName } = parsed.data;

  const config = loadConfig();
  await mkdir(config.dataDir, { recursive: true });
  const { database, lock } = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const now = systemClock.now();
    const role = await findRoleByName(database.db, roleName, now);
    if (!role) {
      complain(`There is no role "${roleName}". Roles: ${(await roleNames(database.db)).join(', ')}.`);
      return 1;
    }
    const passwordHash = await hashPassword(password);
    const created = await database.db.transaction((tx) =>
      insertStaff(
        tx,
        systemActor('staff:create'),
        { email, fullName: name, phoneNumber: null, passwordHash, roleId: role.id },
        now,
      ),
    );
    if (!created) {
      complain(`A staff member with the email ${email} already exists; change them in the back-office.`);
      return 1;
    }
    say(`Created staff member ${email} (${name}) with the role "${role.name}".`);
    say('They sign in with POST /api/dashboard/auth/login.');
    return 0;
  } finally {
    await database.close();
    lock?.release();
  }
}

createStaffFromCommandLine(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      complain(error.message);
    } else if (
      error instanceof TypeError &&
      'code' in error &&
      String(error.code).startsWith('ERR_PARSE_ARGS')
    ) {
      complain(`${error.message}\n\n${USAGE}`);
    } else {
      complain(
        `The staff member was not created: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
    process.exit(1);
  });
