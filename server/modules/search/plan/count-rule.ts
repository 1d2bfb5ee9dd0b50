/**
 * A count is said to pass its limit without counting when the count walk's share of matches, applied
 * to the ads of its start, comes to at least ESTIMATE_MARGIN times the limit, from at least
 * MIN_SAMPLE matches (docs/decisions/0004-search-at-scale.md).
 */
export const ESTIMATE_MARGIN = 2;
export const MIN_SAMPLE = 30;
/** The rows of a count walk's sample (see `sampleOf`). */
export const SAMPLE_ROWS = 250;

export interface CountWalkSeen {
  /** Matches counted along the walk, up to the limit. */
  matched: number;
  /** Rows the walk held, when its matches fell short of the limit. */
  walked: number | undefined;
  /** Rows the walk may read. */
  rows: number;
  /** Whether the walk started within a bound, so the ads of its start are not what it sampled. */
  bounded: boolean;
}

/**
 * What a count walk tells of the count, up to `limit`: its own count when it reached the limit or saw
 * every ad it could; `limit` when its share of matches makes passing it certain enough; else
 * undefined, and the matches must be counted. `startAds`: the ads of the walk's start, if known.
 */
export function countOfWalk(
  seen: CountWalkSeen,
  limit: number,
  startAds: number | undefined,
): number | undefined {
  const { matched, walked, rows } = seen;
  if (matched >= limit) return limit;
  if (walked === undefined) return undefined;
  if (walked < rows) return matched;
  if (seen.bounded || startAds === undefined || matched < MIN_SAMPLE || walked === 0) return undefined;
  return (matched / walked) * startAds >= ESTIMATE_MARGIN * limit ? limit : undefined;
}

/**
 * A count walk's first rows: as many of them matching as `passes` say the count passes its limit;
 * fewer than `fallsShort` say it comes far below, where the walk, which cannot read every ad of its
 * start, could not count it (it is then counted through the filters' indexes, without the walk).
 */
export interface CountSample {
  rows: number;
  passes: number;
  fallsShort: number;
}

/**
 * The sample of an unbounded count walk: its first SAMPLE_ROWS rows, by the rule above applied to
 * them. None when the walk is bounded or its start's size unknown. `partial`: the start holds more
 * ads than the walk reads.
 */
export function sampleOf(
  limit: number,
  startAds: number | undefined,
  walk: { bounded: boolean; partial: boolean },
): CountSample | undefined {
  if (walk.bounded || startAds === undefined || startAds === 0) return undefined;
  const matchesAt = (count: number) => Math.ceil((count * SAMPLE_ROWS) / startAds);
  return {
    rows: SAMPLE_ROWS,
    passes: Math.max(MIN_SAMPLE, matchesAt(ESTIMATE_MARGIN * limit)),
    fallsShort: walk.partial ? matchesAt(limit / ESTIMATE_MARGIN) : 0,
  };
}
