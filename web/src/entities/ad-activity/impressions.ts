import { useEffect, useCallback, type RefCallback } from 'react';
import { useLocation } from 'react-router';
import { MAX_IMPRESSIONS_PER_BEACON } from '#contract/ad-activity-beacon';
import { sendActivity } from './send-activity';

/** How long seen cards wait to go in one beacon: a page's cards, as the visitor scrolls, in few requests. */
const BATCH_MS = 2_000;
/** A card counts as seen when at least this share of it is on screen. */
const VISIBLE_SHARE = 0.5;

let pageView: string | undefined;
let seen = new Set<number>();
const pending = new Set<number>();
let timer: ReturnType<typeof setTimeout> | undefined;
let observer: IntersectionObserver | undefined;
const cards = new WeakMap<Element, number>();

function flush(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  const ids = [...pending];
  pending.clear();
  for (let start = 0; start < ids.length; start += MAX_IMPRESSIONS_PER_BEACON) {
    sendActivity({ kind: 'impression', propertyIds: ids.slice(start, start + MAX_IMPRESSIONS_PER_BEACON) });
  }
}

function noteSeen(propertyId: number): void {
  if (seen.has(propertyId)) return;
  seen.add(propertyId);
  pending.add(propertyId);
  if (pending.size >= MAX_IMPRESSIONS_PER_BEACON) flush();
  else timer ??= setTimeout(flush, BATCH_MS);
}

function observerOf(): IntersectionObserver {
  if (observer) return observer;
  // What is waiting leaves with the page (a tab hidden, closed, or sent to the background).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const propertyId = cards.get(entry.target);
        if (!entry.isIntersecting || entry.intersectionRatio < VISIBLE_SHARE || propertyId === undefined) {
          continue;
        }
        noteSeen(propertyId);
        observer?.unobserve(entry.target);
      }
    },
    { threshold: VISIBLE_SHARE },
  );
  return observer;
}

/**
 * Impressions of a result list (ADR 0040, "Events"): the returned function gives each card a ref
 * that reports the card once it is at least half on screen, once per card per page view (a new
 * location: another page of results, or coming back to one). Seen cards are sent together.
 */
export function useImpressions(): (propertyId: number) => RefCallback<HTMLElement> {
  const { key } = useLocation();
  useEffect(() => {
    if (pageView === key) return;
    flush();
    pageView = key;
    seen = new Set();
  }, [key]);
  return useCallback(
    (propertyId: number) => (element: HTMLElement | null) => {
      if (!element || typeof IntersectionObserver === 'undefined') return undefined;
      cards.set(element, propertyId);
      const watching = observerOf();
      watching.observe(element);
      return () => watching.unobserve(element);
    },
    [],
  );
}
