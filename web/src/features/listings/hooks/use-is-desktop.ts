import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint: from here filters sit in a side panel and the map beside the list. */
const DESKTOP = '(min-width: 64rem)';

/** Outside React: whether this browser's window is a desktop's now (false on the server). */
export const isDesktopNow = (): boolean => typeof matchMedia === 'function' && matchMedia(DESKTOP).matches;

export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const query = matchMedia(DESKTOP);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
    isDesktopNow,
    () => false,
  );
}
