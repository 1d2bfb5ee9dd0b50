/**
 * A screen's code that no longer exists: a deploy replaced the assets while the tab was open, and the
 * old page asks for a chunk the server has dropped. The browsers say so in their own words.
 */
const CHUNK_FAILURES = [
  'Failed to fetch dynamically imported module', // Chromium
  'Importing a module script failed', // Safari
  'error loading dynamically imported module', // Firefox
];

export const isChunkLoadError = (error: unknown): boolean => {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_FAILURES.some((failure) => message.includes(failure));
};

/** The sessionStorage key that remembers the tab has already reloaded for a missing chunk. */
export const CHUNK_RELOAD_KEY = 'manzil:chunk-reload';

interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  reload: () => void;
}

/** Whether `reloadOnceForChunk` would reload for this error; reads the tab's memory, changes nothing. */
export function willReloadForChunk(error: unknown, storage: ReloadDeps['storage']): boolean {
  if (!isChunkLoadError(error) || !storage) return false;
  try {
    return !storage.getItem(CHUNK_RELOAD_KEY);
  } catch {
    return false;
  }
}

/**
 * Reloads the page once for a missing chunk (the new page names the new assets) and says whether it
 * did. The attempt is remembered for the tab, so a chunk still missing after the reload shows the error
 * screen instead of reloading forever; without sessionStorage it never reloads.
 */
export function reloadOnceForChunk(error: unknown, { storage, reload }: ReloadDeps): boolean {
  if (!willReloadForChunk(error, storage)) return false;
  try {
    storage?.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  reload();
  return true;
}
