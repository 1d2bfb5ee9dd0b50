import { mkdir, opendir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StoredFile } from './storage.js';

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Files under `root`, served by this server at /uploads/ (or by a CDN in front of it at `publicUrl`). */
export function localDiskStorage(root: string, publicUrl?: string): FileStorage {
  const base = path.resolve(root);
  const resolve = (key: string) => {
    const target = path.resolve(base, key);
    if (!target.startsWith(base + path.sep)) throw new Error(`storage key escapes root: ${key}`);
    return target;
  };
  const urlBase = publicUrl ? `${publicUrl}/` : UPLOADS_URL_PREFIX;
  return {
    async put(key, data) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, data);
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    read: (key) => readFile(resolve(key)).catch(() => undefined),
    urlOf: (key) => `${urlBase}${key}`,
    list: (prefix) => filesUnder(base, prefix),
    close: () => undefined,
  };
}

/** Walks only the folder the prefix names (`properties/12/` or the one holding `properties/1`). */
async function* filesUnder(base: string, prefix: string): AsyncGenerator<StoredFile> {
  const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
  const start = path.resolve(base, folder);
  if (start !== base && !start.startsWith(base + path.sep))
    throw new Error(`storage prefix escapes root: ${prefix}`);
  for await (const file of walk(start)) {
    const key = path.relative(base, file).split(path.sep).join('/');
    if (!key.startsWith(prefix)) continue;
    const stats = await stat(file).catch(() => undefined);
    if (stats) yield { key, modifiedAt: stats.mtime };
  }
}

async function* walk(folder: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await opendir(folder);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return;
    throw error;
  }
  for await (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}
