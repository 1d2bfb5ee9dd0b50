import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../db/client.js';
import { BackupError } from './backup-error.js';
import { lockForBackup } from './backup-lock.js';
import { DATA_DIR_PARTS, MANIFEST_FILE, type BackupManifest } from './backup-manifest.js';
import { countContents, postgresVersion } from './data-dir-contents.js';
import { createTarGz } from './tar.js';

/**
 * Copies the embedded database, the uploaded files and the generated secrets of `dataDir` into one
 * .tar.gz at `archive`, with DATA_DIR locked throughout: no server writes while it is read, so the
 * copy is consistent. The database is opened first (recovering after a crash, and counted) and closed
 * cleanly, so its folder is copied at rest.
 */
export async function createBackup(dataDir: string, archive: string, now: Date): Promise<BackupManifest> {
  if (!existsSync(path.join(dataDir, 'pglite'))) {
    throw new BackupError(`${dataDir} holds no embedded database (no pglite folder). Is DATA_DIR right?`);
  }
  if (existsSync(archive)) throw new BackupError(`${archive} already exists; name another file with --out.`);
  const lock = lockForBackup(dataDir, 'No backup was made');
  try {
    const database = await openPglite(dataDir);
    let manifest: BackupManifest;
    try {
      manifest = {
        format: 'manzil-backup',
        version: 1,
        createdAt: now.toISOString(),
        postgres: await postgresVersion(database),
        parts: DATA_DIR_PARTS.filter((part) => existsSync(path.join(dataDir, part))),
        secrets: await secretNames(dataDir),
        contents: await countContents(database, dataDir),
      };
    } finally {
      await database.close();
    }
    await writeArchive(archive, manifest, dataDir);
    return manifest;
  } finally {
    lock.release();
  }
}

async function secretNames(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, 'secrets'))).sort();
  } catch {
    return [];
  }
}

/** Under a temporary name, readable by its owner only (it holds the secrets), renamed when complete. */
async function writeArchive(archive: string, manifest: BackupManifest, dataDir: string): Promise<void> {
  await mkdir(path.dirname(archive), { recursive: true });
  const partial = `${archive}.partial`;
  const manifestFolder = await mkdtemp(path.join(tmpdir(), 'manzil-backup-'));
  try {
    await writeFile(path.join(manifestFolder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await rm(partial, { force: true });
    await (await open(partial, 'wx', 0o600)).close();
    await createTarGz(partial, [
      { folder: manifestFolder, names: [MANIFEST_FILE] },
      { folder: dataDir, names: manifest.parts },
    ]);
    await rename(partial, archive);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(manifestFolder, { recursive: true, force: true });
  }
}
