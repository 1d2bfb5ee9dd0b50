import type { SavedSearchFilters } from '#contract/saved-searches.js';
import type { Secrets } from '#server/lib/secrets.js';
import { isSignedLink, signLink, type SignedLink } from '#server/lib/signed-links.js';

/** The web page that stops a saved search's alerts (web route `/saved-searches/unsubscribe`). */
export const UNSUBSCRIBE_PAGE = '/saved-searches/unsubscribe';

const PURPOSE = 'saved-search-unsubscribe';

/**
 * The site path, signed, that pauses the saved search's alerts without signing in. It carries when
 * it was made: it expires, and it no longer pauses a search its owner resumed after that.
 */
export function unsubscribePath(secrets: Pick<Secrets, 'linkKey'>, id: number, madeAt: Date): string {
  const { madeAt: at, token } = signLink(secrets.linkKey, PURPOSE, [String(id)], madeAt);
  return `${UNSUBSCRIBE_PAGE}?id=${id}&at=${at}&token=${token}`;
}

export function isUnsubscribeLink(secrets: Pick<Secrets, 'linkKey'>, id: number, link: SignedLink): boolean {
  return isSignedLink(secrets.linkKey, PURPOSE, [String(id)], link);
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
