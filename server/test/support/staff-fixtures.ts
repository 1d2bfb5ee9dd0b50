import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DashboardPermission } from '#contract/dashboard/permissions.js';
import * as auth from '#contract/endpoints/dashboard/auth.js';
import * as moderation from '#contract/endpoints/dashboard/properties.js';
import * as roles from '#contract/endpoints/dashboard/roles.js';
import * as staff from '#contract/endpoints/dashboard/staff.js';
import type { EndpointReply, TestServer } from './test-server.js';

export const DASHBOARD = '/api/dashboard';

/** The super-admin the test servers start with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@manzil.test', password: 'Blue-Falcon-Harbour-93' };
export const adminEnv = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

export interface StaffAccount {
  id: string;
  email: string;
  password: string;
  roleId: number;
}

export async function login(
  server: Pick<TestServer, 'send'>,
  email: string,
  password: string,
): Promise<string> {
  const answer = await server.send(auth.login, { body: { email, password } });
  if (answer.status !== 200)
    throw new Error(`login answered ${answer.status}: ${JSON.stringify(answer.error)}`);
  return answer.body.token;
}

export const loginAdmin = (server: TestServer) => login(server, ADMIN.email, ADMIN.password);

/** The version of an ad the review screen shows now, which approve and reject send back. */
export async function adVersion(server: TestServer, token: string, id: number | string): Promise<number> {
  const answer = await server.send(
    moderation.getModeratedProperty,
    { params: { id: Number(id) } },
    { token },
  );
  if (answer.status !== 200) throw new Error(`moderation detail answered ${answer.status}`);
  return answer.body.version;
}

/** Approves an ad as a reviewer who has just opened it. */
export async function approveAd(
  server: TestServer,
  token: string,
  id: number | string,
): Promise<EndpointReply<typeof moderation.approveProperty>> {
  const version = await adVersion(server, token, id);
  return server.send(
    moderation.approveProperty,
    { params: { id: Number(id) }, body: { version } },
    { token },
  );
}

const unique = () => randomBytes(4).toString('hex');

export async function createRole(
  server: TestServer,
  token: string,
  permissions: DashboardPermission[],
  name = `role ${unique()}`,
): Promise<number> {
  const answer = await server.send(roles.createRole, { body: { name, permissions } }, { token });
  if (answer.status !== 201)
    throw new Error(`role create answered ${answer.status}: ${JSON.stringify(answer.error)}`);
  return answer.body.id;
}

export async function createStaff(
  server: TestServer,
  token: string,
  roleId: number,
  extra: { phoneNumber?: string; email?: string } = {},
): Promise<StaffAccount> {
  const email = extra.email ?? `staff-${unique()}@manzil.test`;
  const password = `Quiet-River-${unique()}`;
  const answer = await server.send(
    staff.createStaff,
    {
      body: {
        email,
        fullName: 'Test Staff',
        password,
        roleId,
        ...(extra.phoneNumber ? { phoneNumber: extra.phoneNumber } : {}),
      },
    },
    { token },
  );
  if (answer.status !== 201)
    throw new Error(`staff create answered ${answer.status}: ${JSON.stringify(answer.error)}`);
  return { id: answer.body.id, email, password, roleId };
}

/** A staff member in a new role with these permissions (AllowLoginToDashboard added), signed in. */
export async function staffWith(
  server: TestServer,
  adminToken: string,
  permissions: DashboardPermission[],
): Promise<StaffAccount & { token: string }> {
  const roleId = await createRole(server, adminToken, ['AllowLoginToDashboard', ...permissions]);
  const account = await createStaff(server, adminToken, roleId);
  return { ...account, token: await login(server, account.email, account.password) };
}

interface OutboxLine {
  to: string;
  text: string;
}

/**
 * The newest reset code sent to an email address or phone (SMS and email outboxes). Codes are sent
 * after the answer, so this waits a little for the line to appear.
 */
export async function lastResetCode(server: TestServer, to: string, after = 0): Promise<string> {
  const files = ['sms-outbox.jsonl', 'email-outbox.jsonl'].map((name) => path.join(server.dataDir, name));
  for (let waited = 0; waited < 5_000; waited += 25) {
    const lines: OutboxLine[] = [];
    for (const file of files) {
      const text = await readFile(file, 'utf8').catch(() => '');
      for (const line of text.split('\n').filter(Boolean)) lines.push(JSON.parse(line) as OutboxLine);
    }
    const mine = lines.filter((line) => line.to === to);
    const code = mine.length > after ? /\b\d{6}\b/.exec(mine.at(-1)?.text ?? '')?.[0] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no reset code was sent to ${to}`);
}

/** How many messages the outboxes hold for this address or phone. */
export async function sentCount(server: TestServer, to: string): Promise<number> {
  let count = 0;
  for (const name of ['sms-outbox.jsonl', 'email-outbox.jsonl']) {
    const text = await readFile(path.join(server.dataDir, name), 'utf8').catch(() => '');
    count += text
      .split('\n')
      .filter(Boolean)
      .filter((line) => (JSON.parse(line) as OutboxLine).to === to).length;
  }
  return count;
}
