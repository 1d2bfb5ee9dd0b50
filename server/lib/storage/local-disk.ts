import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './storage.js';

export const UPLOADS_URL_PREFIX = '/uploads/';

export function localDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const target = path.resolve(root, key);
    if (!target.startsWith(path.resolve(root) + path.sep))
      throw new Error(`storage key escapes root: ${key}`);
    return target;
  };
  return {
    async put(key, data) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, data);
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    urlOf: (key) => `${UPLOADS_URL_PREFIX}${key}`,
  };
}
