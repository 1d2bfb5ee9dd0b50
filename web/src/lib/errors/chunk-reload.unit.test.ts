import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnceForChunk } from './chunk-reload';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

const chromium = new TypeError('Failed to fetch dynamically imported module: https://x/assets/Home-abc.js');
const safari = new TypeError('Importing a module script failed.');

describe('a chunk that fails to load', () => {
  it('is told apart from other errors', () => {
    expect(isChunkLoadError(chromium)).toBe(true);
    expect(isChunkLoadError(safari)).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module: x'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads the page once, then leaves the error screen', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunk(chromium, { storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    expect(reloadOnceForChunk(safari, { storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads for another error, nor without sessionStorage', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunk(new Error('boom'), { storage: memoryStorage(), reload })).toBe(false);
    expect(reloadOnceForChunk(chromium, { storage: undefined, reload })).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(reloadOnceForChunk(chromium, { storage: broken, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
