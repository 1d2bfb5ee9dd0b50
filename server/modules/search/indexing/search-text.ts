import { normalizeForSearch } from '#server/lib/normalise-text.js';

/** What search matches: every text of the ad, normalised once when it is saved. */
export function propertySearchText(texts: (string | null | undefined)[]): string {
  return normalizeForSearch(texts.filter(Boolean).join(' '));
}
