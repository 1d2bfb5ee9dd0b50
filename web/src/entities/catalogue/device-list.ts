import { useSyncExternalStore } from 'react';
import { storageChanges } from '#web/lib/browser/storage-changes';

/**
 * A short list kept on the device (localStorage under `key`), read through `parse` so a hand-edited
 * or older value cannot break a page, and followed by every tab. Pages rendered on the server see it
 * empty.
 */
export function deviceList<T>(key: string, parse: (stored: unknown) => T[]) {
  const { changed, subscribe } = storageChanges();
  const empty: T[] = [];
  let cached: { raw: string | null; items: T[] } = { raw: null, items: empty };

  const parsed = (raw: string | null): T[] => {
    try {
      return raw ? parse(JSON.parse(raw)) : empty;
    } catch {
      return empty;
    }
  };

  const read = (): T[] => {
    if (typeof localStorage === 'undefined') return empty;
    const raw = localStorage.getItem(key);
    if (raw !== cached.raw) cached = { raw, items: parsed(raw) };
    return cached.items;
  };

  const write = (items: T[]): void => {
    if (items.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(items));
    changed();
  };

  const useItems = (): T[] => useSyncExternalStore(subscribe, read, () => empty);

  return { read, write, useItems };
}

/** Positive whole numbers of a stored array, each once, at most `max`. */
export function storedIds(stored: unknown, max: number): number[] {
  if (!Array.isArray(stored)) return [];
  const ids = stored.filter((id): id is number => Number.isInteger(id) && (id as number) > 0);
  return [...new Set(ids)].slice(0, max);
}
