import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { openPglite } from '../db/client.js';
import { createPrivateFolder } from '../lib/private-files.js';
import { BackupError } from './backup-error.js';
import { lockForBackup } from './backup-lock.js';
import {
  backupManifest,
  describeContents,
  MANIFEST_FILE,
  type BackupContents,
  type BackupManifest,
} from './backup-manifest.js';
import { countContents } from './data-dir-contents.js';
import { extractTarGz } from './tar.js';

export interface RestoreOptions {
  archive: string;
  dataDir: string;
  /** Restore into a folder that holds something; what it held is moved aside, not deleted. */
  force: boolean;
  now: Date;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the folder's earlier contents went (with `force`). */
  setAside?: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Names in DATA_DIR that are not its contents: the lock (ours while we restore) and its temporary files. */
const isLockFile = (name: string) => name === 'server.lock' || name.startsWith('server.lock.');

/**
 * Unpacks a backup into DATA_DIR, with DATA_DIR locked: first into a folder of its own inside DATA_DIR,
 * where the database is opened and counted against the backup's manifest; only then are the parts
 * moved into place (renames on the same file system), so a damaged archive changes nothing.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { archive, dataDir } = options;
  if (!existsSync(archive)) throw new BackupError(`There is no file ${archive}.`);
  await createPrivateFolder(dataDir);
  const lock = lockForBackup(dataDir, 'Nothing was restored');
  try {
    const present = (await readdir(dataDir)).filter((name) => !isLockFile(name));
    if (present.length > 0 && !options.force) {
      throw new BackupError(
        `Nothing was restored: ${dataDir} is not empty (${present.join(', ')}). Restore into an empty ` +
          'folder, or add --force to move what it holds into a replaced-<time> folder inside it first.',
      );
    }
    const staging = path.join(dataDir, `.restore-${randomUUID()}`);
    await mkdir(staging);
    try {
      const manifest = await unpackAndCheck(archive, staging);
      const setAside = present.length > 0 ? await setAsideAll(dataDir, present, options.now) : undefined;
      for (const part of manifest.parts) await rename(path.join(staging, part), path.join(dataDir, part));
      return { manifest, ...(setAside ? { setAside } : {}) };
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  } finally {
    lock.release();
  }
}

async function unpackAndCheck(archive: string, staging: string): Promise<BackupManifest> {
  await extractTarGz(archive, staging).catch((error: unknown) => {
    throw new BackupError(`Nothing was restored: ${archive} could not be unpacked. ${messageOf(error)}`);
  });
  const manifest = await readManifest(archive, staging);
  const unexpected = (await readdir(staging)).filter(
    (name) => name !== MANIFEST_FILE && !manifest.parts.includes(name as BackupManifest['parts'][number]),
  );
  if (unexpected.length > 0 || !manifest.parts.includes('pglite')) {
    throw new BackupError(
      `Nothing was restored: ${archive} does not hold what its manifest says ` +
        `(parts ${manifest.parts.join(', ')}; unexpected: ${unexpected.join(', ') || 'none'}).`,
    );
  }
  const database = await openPglite(staging).catch((error: unknown) => {
    throw new BackupError(
      `Nothing was restored: the database in ${archive} (${manifest.postgres}) could not be opened. ${messageOf(error)}`,
    );
  });
  try {
    const found = await countContents(database, staging);
    const keys = Object.keys(found) as (keyof BackupContents)[];
    if (keys.some((key) => found[key] !== manifest.contents[key])) {
      throw new BackupError(
        `Nothing was restored: the archive is damaged. The backup recorded ${describeContents(manifest.contents)}; ` +
          `it holds ${describeContents(found)}.`,
      );
    }
  } finally {
    await database.close();
  }
  return manifest;
}

async function readManifest(archive: string, staging: string): Promise<BackupManifest> {
  const notABackup = `Nothing was restored: ${archive} is not a Manzil backup (npm run backup writes them).`;
  let text: string;
  try {
    text = await readFile(path.join(staging, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(notABackup);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupError(notABackup);
  }
  const manifest = backupManifest.safeParse(parsed);
  if (!manifest.success) throw new BackupError(notABackup);
  return manifest.data;
}

async function setAsideAll(dataDir: string, names: string[], now: Date): Promise<string> {
  const aside = path.join(dataDir, `replaced-${now.toISOString().replace(/[:.]/g, '-')}`);
  await mkdir(aside);
  for (const name of names) await rename(path.join(dataDir, name), path.join(aside, name));
  return aside;
}
