import { useCallback, useRef, useState } from 'react';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A row of full-width slides on CSS scroll-snap: touch swipes scroll natively, and the buttons and keys
 * call `goTo`. Works in both directions: in right-to-left layouts scrollLeft runs from 0 to negative.
 */
export function useSnapCarousel(count: number, initial = 0) {
  const ref = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(initial);
  /** Set while goTo's smooth scroll runs, so the slides it passes do not flash in the counter. */
  const heading = useRef<number | null>(null);
  const clamp = useCallback((value: number) => Math.min(Math.max(value, 0), count - 1), [count]);
  const shownIndex = useCallback(() => {
    const track = ref.current;
    if (!track || track.clientWidth === 0) return null;
    return clamp(Math.round(Math.abs(track.scrollLeft) / track.clientWidth));
  }, [clamp]);

  const goTo = useCallback(
    (target: number, animate = true) => {
      const track = ref.current;
      const next = clamp(target);
      setIndex(next);
      // Where the track rests, or where a smooth scroll still running takes it: a key pressed again
      // before that scroll ends must turn it, even if the slide it is passing is the one asked for.
      const bound = heading.current ?? shownIndex();
      if (!track || bound === next) return;
      const smooth = animate && !prefersReducedMotion();
      heading.current = smooth ? next : null;
      const sign = getComputedStyle(track).direction === 'rtl' ? -1 : 1;
      track.scrollTo({ left: sign * next * track.clientWidth, behavior: smooth ? 'smooth' : 'instant' });
    },
    [clamp, shownIndex],
  );

  const onScroll = useCallback(() => {
    const shown = shownIndex();
    if (shown === null || heading.current !== null) return;
    setIndex(shown);
  }, [shownIndex]);

  const onScrollEnd = useCallback(() => {
    heading.current = null;
    const shown = shownIndex();
    if (shown !== null) setIndex(shown);
  }, [shownIndex]);

  return {
    ref,
    index,
    goTo,
    onScroll,
    onScrollEnd,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
  };
}
