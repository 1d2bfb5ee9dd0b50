import { normalizeForSearch } from '../normalise-text.js';

/**
 * Distinct normalised words of a query, longest first, at most `limit`. Words shorter than 3
 * characters (ال, و, single digits) match nearly every ad and no trigram index can serve them, so
 * they are left out; numbers of 2+ digits stay.
 */
export function substringTerms(query: string, limit = 8): string[] {
  const words = normalizeForSearch(query)
    .split(' ')
    .filter((word) => word.length >= 3 || (word.length === 2 && /^\d+$/.test(word)));
  return [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, limit);
}
