import { chmod, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * From now on, what this process creates is its user's alone: folders 0700 and files 0600 at the
 * most. DATA_DIR holds the database, the secrets and the uploads. Child processes (tar in backup and
 * restore) inherit it.
 */
export function createFilesPrivately(): void {
  process.umask(0o077);
}

/** A folder (DATA_DIR) with any parent it lacks, created 0700; a folder that exists keeps its mode. */
export async function createPrivateFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
}

/**
 * Takes the group's and others' permissions off everything under `folder`. The embedded database
 * (PGlite) sets the files of a new database to 0666, and a few to 0644 at each start, with chmod,
 * which the umask does not limit; the files PostgreSQL itself creates afterwards are 0600.
 */
export async function withdrawOthersAccess(folder: string): Promise<void> {
  for (const name of await readdir(folder, { recursive: true })) {
    const file = path.join(folder, name);
    // A file may go between the listing and this look at it.
    const mode = (await stat(file).catch(() => undefined))?.mode;
    if (mode !== undefined && (mode & 0o077) !== 0) await chmod(file, mode & 0o7700).catch(() => undefined);
  }
}
