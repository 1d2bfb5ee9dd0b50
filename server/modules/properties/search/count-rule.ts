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

/** A count walk's first rows, and how many of them must match for the count to pass its limit. */
export interface CountSample {
  rows: number;
  passes: number;
}

/**
 * The sample that says a count passes its limit before the count walk reads further: the first
 * SAMPLE_ROWS rows of an unbounded walk, by the rule above applied to them. None when the walk is
 * bounded, its start's size unknown, or its start too small for any sample to pass.
 */
export function sampleOf(
  limit: number,
  startAds: number | undefined,
  bounded: boolean,
): CountSample | undefined {
  if (bounded || startAds === undefined) return undefined;
  const passes = Math.max(MIN_SAMPLE, Math.ceil((ESTIMATE_MARGIN * limit * SAMPLE_ROWS) / startAds));
  return passes <= SAMPLE_ROWS ? { rows: SAMPLE_ROWS, passes } : undefined;
}
