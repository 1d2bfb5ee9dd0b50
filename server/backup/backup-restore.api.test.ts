import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingFromSite, populateSite } from '#server/test/support/fixtures/backup-site.js';
import { startInstance, type Instance } from '#server/test/support/faults/fault-instance.js';
import {
  newPostgresDatabase,
  siblingDatabase,
  type TestPostgresDatabase,
} from '#server/test/support/servers/private-postgres.js';
import { runCommand, runNpmScript } from '#server/test/support/servers/run-command.js';

/**
 * A site is backed up and restored into a fresh place, and a server started there has every ad, photo,
 * picture, favourite and account: the embedded database through `npm run backup` and `npm run
 * restore` (docs/decisions/0016-backup-and-data-dir-lock.md), PostgreSQL through the pg_dump,
 * pg_restore and tar commands of docs/operations/backup.md. Servers and commands are real processes.
 */
const SITE_ENV = { MODERATION: 'off' };

let workDir: string;
const running: Instance[] = [];

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'manzil-backup-'));
});
afterAll(async () => {
  await Promise.all(running.map((instance) => instance.kill9()));
  await rm(workDir, { recursive: true, force: true });
});

async function start(dataDir: string, env: Record<string, string> = {}): Promise<Instance> {
  const instance = await startInstance({ env: { ...SITE_ENV, ...env }, dataDir });
  running.push(instance);
  return instance;
}

const pidOf = (instance: Instance) => String(instance.process.child.pid);

describe('the embedded database: npm run backup, npm run restore', () => {
  it('restores every ad, photo, favourite and account into a fresh folder', async () => {
    const original = path.join(workDir, 'original');
    const archive = path.join(workDir, 'backups', 'site.tar.gz');
    const first = await start(original);
    const site = await populateSite(first, 'Embedded');

    const whileRunning = await runNpmScript('backup', ['--out', archive], { DATA_DIR: original });
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.stderr).toContain(`No backup was made: a Manzil server (pid ${pidOf(first)})`);
    expect(existsSync(archive)).toBe(false);

    expect(await first.stop()).toBe(0);
    const backup = await runNpmScript('backup', ['--out', archive], { DATA_DIR: original });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    // Each 640 px photo is three files (itself, its 480 px copy, its card crop), and 3 profile pictures.
    expect(backup.stdout).toContain('3 accounts, 0 staff, 6 ads, 9 photos, 3 favourites, 30 uploaded files');
    expect(backup.stdout).toContain('secrets: jwt-secret, vapid-keys.json');

    const restored = path.join(workDir, 'restored');
    const restore = await runNpmScript('restore', [archive], { DATA_DIR: restored });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect((await readdir(restored)).sort()).toEqual(['pglite', 'secrets', 'uploads']);

    const second = await start(restored);
    expect(await missingFromSite(second, second.url, site)).toEqual([]);

    const overRunning = await runNpmScript('restore', [archive, '--force'], { DATA_DIR: restored });
    expect(overRunning.code).toBe(1);
    expect(overRunning.stderr).toContain(`Nothing was restored: a Manzil server (pid ${pidOf(second)})`);
    expect(await second.stop()).toBe(0);
  }, 240_000);

  it('restores over a folder that holds something only when told, and keeps what it held', async () => {
    const archive = path.join(workDir, 'backups', 'site.tar.gz');
    const target = path.join(workDir, 'restored');
    expect(existsSync(archive)).toBe(true);

    const refused = await runNpmScript('restore', [archive], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`Nothing was restored: ${target} is not empty`);
    expect(refused.stderr).toContain('--force');

    const forced = await runNpmScript('restore', [archive, '--force'], { DATA_DIR: target });
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    const entries = await readdir(target);
    const aside = entries.find((name) => name.startsWith('replaced-'));
    expect(aside).toBeDefined();
    expect(entries.filter((name) => name !== aside).sort()).toEqual(['pglite', 'secrets', 'uploads']);
    expect(existsSync(path.join(target, aside!, 'pglite', 'PG_VERSION'))).toBe(true);
  }, 120_000);

  it('says what is wrong with a file that is not a backup, and changes nothing', async () => {
    const target = path.join(workDir, 'untouched');
    const notABackup = path.join(workDir, 'not-a-backup.tar.gz');
    const made = await runCommand('tar', ['-czf', notABackup, '-C', workDir, 'backups']);
    expect(made.code).toBe(0);
    const answer = await runNpmScript('restore', [notABackup], { DATA_DIR: target });
    expect(answer.code).toBe(1);
    expect(answer.stderr).toContain('is not a Manzil backup');
    expect(await readdir(target)).toEqual([]);

    const missing = await runNpmScript('restore', [path.join(workDir, 'nowhere.tar.gz')], {
      DATA_DIR: target,
    });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('There is no file');
  }, 60_000);
});

describe('PostgreSQL: pg_dump and pg_restore, the files with tar', () => {
  let source: TestPostgresDatabase;
  let target: TestPostgresDatabase | undefined;
  beforeAll(async () => {
    source = await newPostgresDatabase();
  });
  afterAll(async () => {
    await target?.close();
    await source.close();
  });

  it('restores every ad, photo, favourite and account into a new database', async () => {
    const original = path.join(workDir, 'pg-original');
    const dump = path.join(workDir, 'pg-backups', 'manzil.dump');
    const files = path.join(workDir, 'pg-backups', 'manzil-files.tar.gz');
    await mkdir(path.dirname(dump), { recursive: true });
    const first = await start(original, { DATABASE_URL: source.url });
    const site = await populateSite(first, 'PostgreSQL');

    // As docs/operations/backup.md says: while the site runs, the database first, then the files.
    const dumped = await runCommand('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${dump}`,
      source.url,
    ]);
    expect(dumped.stderr).toBe('');
    expect(dumped.code).toBe(0);
    const packed = await runCommand('tar', ['-czf', files, '-C', original, 'uploads', 'secrets']);
    expect(packed.code).toBe(0);
    expect(await first.stop()).toBe(0);

    target = await siblingDatabase(source.url, 'restored');
    const restoredDb = await runCommand('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${target.url}`,
      dump,
    ]);
    expect(restoredDb.stderr).toBe('');
    expect(restoredDb.code).toBe(0);
    const restored = path.join(workDir, 'pg-restored');
    await mkdir(restored);
    expect((await runCommand('tar', ['-xzf', files, '-C', restored])).code).toBe(0);

    const second = await start(restored, { DATABASE_URL: target.url });
    expect(await missingFromSite(second, second.url, site)).toEqual([]);
    expect(await second.stop()).toBe(0);
  }, 240_000);
});
