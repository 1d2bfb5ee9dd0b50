import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDiskStorage } from './local-disk.js';
import { orphanedFiles } from './orphaned-files.js';
import type { FileStorage } from './storage.js';

let root: string;
let storage: FileStorage;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'manzil-disk-storage-'));
  storage = localDiskStorage(root);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const keysOf = async (files: AsyncIterable<{ key: string }>) => {
  const keys: string[] = [];
  for await (const file of files) keys.push(file.key);
  return keys.sort();
};

const stamp = (key: string, at: Date) => utimes(path.join(root, key), at, at);

describe('local disk storage', () => {
  it('lists keys by prefix, as S3 does (a prefix is not a folder)', async () => {
    for (const key of [
      'properties/1/a.webp',
      'properties/1/b.webp',
      'properties/12/c.webp',
      'profiles/1/d.webp',
    ])
      await storage.put(key, Buffer.from(key), 'image/webp');
    expect(await keysOf(storage.list(''))).toEqual([
      'profiles/1/d.webp',
      'properties/1/a.webp',
      'properties/1/b.webp',
      'properties/12/c.webp',
    ]);
    expect(await keysOf(storage.list('properties/1/'))).toEqual([
      'properties/1/a.webp',
      'properties/1/b.webp',
    ]);
    expect(await keysOf(storage.list('properties/1'))).toEqual([
      'properties/1/a.webp',
      'properties/1/b.webp',
      'properties/12/c.webp',
    ]);
    expect(await keysOf(storage.list('pro'))).toHaveLength(4);
    expect(await keysOf(storage.list('agents/'))).toEqual([]);
    await storage.delete('properties/1/a.webp');
    expect(await keysOf(storage.list('properties/1/'))).toEqual(['properties/1/b.webp']);
  });

  it('gives each file its modification time', async () => {
    await storage.put('agents/3/x.webp', Buffer.from('x'), 'image/webp');
    const at = new Date('2026-01-02T03:04:05Z');
    await stamp('agents/3/x.webp', at);
    const files = [];
    for await (const file of storage.list('agents/')) files.push(file);
    expect(files).toEqual([{ key: 'agents/3/x.webp', modifiedAt: at }]);
  });

  it('refuses keys and prefixes outside its folder', async () => {
    await expect(storage.put('../outside.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/escapes/);
    await expect(keysOf(storage.list('../'))).rejects.toThrow(/escapes/);
  });

  it('serves under /uploads/, or under STORAGE_PUBLIC_URL when a CDN fronts it', () => {
    expect(storage.urlOf('profiles/1/a.webp')).toBe('/uploads/profiles/1/a.webp');
    expect(localDiskStorage(root, 'https://cdn.example.com/uploads').urlOf('profiles/1/a.webp')).toBe(
      'https://cdn.example.com/uploads/profiles/1/a.webp',
    );
  });
});

describe('orphaned files', () => {
  it('are the old files nothing refers to, asked about in batches', async () => {
    const old = new Date('2026-01-01T00:00:00Z');
    const keys = [
      'properties/1/kept.webp',
      'properties/1/gone.webp',
      'profiles/2/gone.webp',
      'profiles/2/new.webp',
    ];
    for (const key of keys) {
      await storage.put(key, Buffer.from(key), 'image/webp');
      if (!key.endsWith('new.webp')) await stamp(key, old);
    }
    const asked: string[][] = [];
    const orphans = orphanedFiles(storage, {
      prefix: '',
      olderThan: new Date('2026-06-01T00:00:00Z'),
      batchSize: 2,
      referenced: async (batch) => {
        asked.push(batch);
        return new Set(batch.filter((key) => key.includes('kept')));
      },
    });
    expect(await keysOf(orphans)).toEqual(['profiles/2/gone.webp', 'properties/1/gone.webp']);
    // The new file (written after the cut-off) was never asked about; three old ones in batches of two.
    expect(asked.flat().sort()).toEqual([
      'profiles/2/gone.webp',
      'properties/1/gone.webp',
      'properties/1/kept.webp',
    ]);
    expect(asked.map((batch) => batch.length).sort()).toEqual([1, 2]);
  });
});
