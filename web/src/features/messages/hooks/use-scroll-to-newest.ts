import { useEffect, useRef, type RefObject } from 'react';

/** How close to the bottom of the page still counts as reading the newest messages. */
const NEAR = 160;

/**
 * Brings `end` into view when the conversation opens, and when a newer message arrives that is mine
 * or that the reader, scrolled to the bottom, is waiting for; a reader scrolled up to older messages
 * stays where they are.
 */
export function useScrollToNewest(
  end: RefObject<HTMLElement | null>,
  newest: { id: number; mine: boolean } | undefined,
) {
  const shown = useRef<number>(undefined);
  const nearBottom = useRef(true);

  useEffect(() => {
    const measure = () => {
      const { scrollHeight } = document.documentElement;
      nearBottom.current = window.scrollY + window.innerHeight >= scrollHeight - NEAR;
    };
    window.addEventListener('scroll', measure, { passive: true });
    return () => window.removeEventListener('scroll', measure);
  }, []);

  const id = newest?.id;
  const mine = newest?.mine ?? false;
  // After layout effects: the router resets the scroll of a newly opened page in one of those.
  useEffect(() => {
    if (id === undefined || id === shown.current) return;
    const first = shown.current === undefined;
    shown.current = id;
    if (first || mine || nearBottom.current) end.current?.scrollIntoView({ block: 'end' });
  }, [end, id, mine]);
}
