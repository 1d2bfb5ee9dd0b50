import { seededRandom } from './random.js';

/** Every this many demo ads has had its price changed since it was published. */
const REPRICED_EVERY = 5;
const DAY_MS = 24 * 3600 * 1000;

export interface DemoPriceChange {
  oldPrice: number;
  newPrice: number;
  changedAt: Date;
}

/**
 * The price changes of the demo ad `index` (none for most): one to three, mostly cuts of 2-8 %, spread
 * between its publication and now and ending at its current `price`. A random stream of their own, so
 * the rest of the catalogue stays as it was.
 */
export function demoPriceHistory(
  index: number,
  price: number,
  step: number,
  publishedAt: Date,
  now: Date,
): DemoPriceChange[] {
  if (index % REPRICED_EVERY !== 1) return [];
  const random = seededRandom(90_000 + index);
  const span = now.getTime() - publishedAt.getTime();
  if (span < 2 * DAY_MS) return [];
  const count = random.int(1, 3);
  const times = Array.from(
    { length: count },
    (_, turn) => publishedAt.getTime() + ((turn + 0.3 + random.next() * 0.6) / count) * span,
  );
  const changes: DemoPriceChange[] = [];
  let newPrice = price;
  for (const time of times.reverse()) {
    // Walking back from today's price: a cut (most changes) or a rise before it.
    const cut = random.chance(0.8);
    const share = cut ? random.int(2, 8) / 100 : -random.int(2, 5) / 100;
    const oldPrice = Math.max(step, Math.round(newPrice / (1 - share) / step) * step);
    if (oldPrice !== newPrice) changes.push({ oldPrice, newPrice, changedAt: new Date(time) });
    newPrice = oldPrice;
  }
  return changes.reverse();
}
