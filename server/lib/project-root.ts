import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findProjectRoot(start: string): string {
  let folder = start;
  while (!existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`no package.json above ${start}`);
    folder = parent;
  }
  return folder;
}

/** The folder of package.json, from source (server/…) and from the built server (dist/server) alike. */
export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
