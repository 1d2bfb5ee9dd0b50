import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint: from here filters sit in a side panel and the map beside the list. */
const DESKTOP = '(min-width: 64rem)';

export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const query = matchMedia(DESKTOP);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
    () => matchMedia(DESKTOP).matches,
    () => false,
  );
}
