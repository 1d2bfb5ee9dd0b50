/**
 * Listeners for a piece of state kept in localStorage: this tab says when it wrote (`changed`),
 * other tabs are heard through the storage event. For `useSyncExternalStore(subscribe, …)`.
 */
export function storageChanges() {
  const listeners = new Set<() => void>();
  const changed = (): void => {
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    window.addEventListener('storage', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', listener);
    };
  };
  return { changed, subscribe };
}
