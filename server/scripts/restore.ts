import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { describeContents } from '../backup/backup-manifest.js';
import { runCommandLine } from '../backup/command-line.js';
import { restoreBackup } from '../backup/restore-backup.js';
import { systemClock } from '../lib/clock.js';

const USAGE = `Restores a backup made by npm run backup into DATA_DIR. Stop the server first: the command
refuses while a server uses DATA_DIR, and refuses a DATA_DIR that holds anything unless --force.

  npm run restore -- <file.tar.gz> [--force]

  --force   restore into a DATA_DIR that is not empty: what it holds is moved into
            DATA_DIR/replaced-<UTC time> first (delete that folder once the restored site works)

On PostgreSQL (DATABASE_URL set) use pg_restore instead: docs/operations/backup.md.`;

const say = (text: string) => process.stdout.write(`${text}\n`);
const complain = (text: string) => process.stderr.write(`${text}\n`);

async function restoreFromCommandLine(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    say(USAGE);
    return 0;
  }
  const [archive, ...extra] = positionals;
  if (!archive || extra.length > 0) {
    complain(`Name one backup file.\n\n${USAGE}`);
    return 1;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    complain(
      'DATABASE_URL is set: this command restores the embedded database. Restore PostgreSQL with ' +
        "pg_restore, and DATA_DIR's uploads and secrets with tar (docs/operations/backup.md).",
    );
    return 1;
  }
  const result = await restoreBackup({
    archive: path.resolve(archive),
    dataDir: config.dataDir,
    force: values.force === true,
    now: systemClock.now(),
  });
  say(`Restored the backup of ${result.manifest.createdAt} into ${config.dataDir}:`);
  say(`  ${describeContents(result.manifest.contents)}`);
  say(`  secrets: ${result.manifest.secrets.join(', ') || 'none (set them in the environment as before)'}`);
  if (result.setAside) say(`What the folder held before is in ${result.setAside}.`);
  say('Start the server on it; it applies newer migrations at start.');
  return 0;
}

runCommandLine(restoreFromCommandLine, USAGE, 'Nothing was restored');
