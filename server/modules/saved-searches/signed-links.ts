import { timingSafeEqual } from 'node:crypto';
import type { SavedSearchFilters } from '#contract/saved-searches.js';
import { keyedHash, type Secrets } from '#server/lib/secrets.js';

/** The web page that stops a saved search's alerts (web route `/saved-searches/unsubscribe`). */
export const UNSUBSCRIBE_PAGE = '/saved-searches/unsubscribe';

const signature = (secrets: Pick<Secrets, 'linkKey'>, id: number) =>
  keyedHash(secrets.linkKey, 'saved-search-unsubscribe', String(id));

/** The site path, with its signature, that pauses the saved search's alerts without signing in. */
export function unsubscribePath(secrets: Pick<Secrets, 'linkKey'>, id: number): string {
  return `${UNSUBSCRIBE_PAGE}?id=${id}&token=${signature(secrets, id)}`;
}

export function isUnsubscribeToken(secrets: Pick<Secrets, 'linkKey'>, id: number, token: string): boolean {
  const expected = Buffer.from(signature(secrets, id));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The /search URL of a saved search's filters (the link to all its results). */
export function searchPath(filters: SavedSearchFilters): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    query.set(name, String(value));
  }
  const text = query.toString();
  return text === '' ? '/search' : `/search?${text}`;
}
