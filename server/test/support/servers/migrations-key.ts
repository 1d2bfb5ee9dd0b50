import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { migrationsFolder } from '#server/db/client.js';
import { projectRoot } from '#server/lib/project-root.js';

/**
 * Names one state of the committed migrations, the PGlite build and pg-boss (whose tables the copies
 * include): a new migration, a new key.
 */
export async function migrationsKey(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await readFile(path.join(projectRoot, 'node_modules/@electric-sql/pglite/package.json')));
  hash.update(await readFile(path.join(projectRoot, 'node_modules/pg-boss/package.json')));
  for (const folder of [migrationsFolder, path.join(migrationsFolder, 'meta')]) {
    const files = (await readdir(folder, { withFileTypes: true })).filter((entry) => entry.isFile());
    for (const file of files.sort((a, b) => a.name.localeCompare(b.name))) {
      hash.update(file.name);
      hash.update(await readFile(path.join(folder, file.name)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}
