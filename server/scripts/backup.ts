import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { describeContents } from '../backup/backup-manifest.js';
import { runCommandLine } from '../backup/command-line.js';
import { createBackup } from '../backup/create-backup.js';
import { systemClock } from '../lib/clock.js';

const USAGE = `Backs up the embedded database with the uploaded files and the generated secrets of DATA_DIR
into one .tar.gz. Stop the server first: the command refuses while a server uses DATA_DIR.

  npm run backup -- [--out <file.tar.gz>]

  --out   where to write the archive (default: backups/manzil-<UTC time>.tar.gz)

On PostgreSQL (DATABASE_URL set) use pg_dump instead: docs/operations/backup.md.`;

const say = (text: string) => process.stdout.write(`${text}\n`);
const complain = (text: string) => process.stderr.write(`${text}\n`);

const stampOf = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

async function backupFromCommandLine(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    say(USAGE);
    return 0;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    complain(
      'DATABASE_URL is set: this command backs up the embedded database. Back up PostgreSQL with ' +
        "pg_dump, and DATA_DIR's uploads and secrets with tar (docs/operations/backup.md).",
    );
    return 1;
  }
  const now = systemClock.now();
  const archive = path.resolve(values.out ?? path.join('backups', `manzil-${stampOf(now)}.tar.gz`));
  const manifest = await createBackup(config.dataDir, archive, now);
  const megabytes = (await stat(archive)).size / 1024 / 1024;
  say(`Backed up ${config.dataDir} into ${archive} (${megabytes.toFixed(1)} MB):`);
  say(`  ${describeContents(manifest.contents)}`);
  say(`  secrets: ${manifest.secrets.join(', ') || 'none (set in the environment)'}`);
  say('The archive holds the site’s secrets: keep it where only its operators can read it.');
  return 0;
}

runCommandLine(backupFromCommandLine, USAGE, 'No backup was made');
