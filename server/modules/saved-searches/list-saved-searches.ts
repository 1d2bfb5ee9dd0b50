import { desc, eq } from 'drizzle-orm';
import { MAX_SAVED_SEARCHES } from '#contract/limits.js';
import type { SavedSearchList } from '#contract/saved-searches.js';
import type { AppDeps } from '#server/deps.js';
import { savedSearches } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { toSavedSearch } from './saved-search-view.js';

/** The caller's saved searches, newest first (at most MAX_SAVED_SEARCHES, so no paging). */
export async function listSavedSearches(
  deps: Pick<AppDeps, 'db'>,
  caller: AuthUser,
): Promise<SavedSearchList> {
  const rows = await deps.db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, caller.id))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return { data: rows.map(toSavedSearch), limit: MAX_SAVED_SEARCHES };
}
