import { eq, sql } from 'drizzle-orm';
import { MAX_SAVED_SEARCHES } from '#contract/limits.js';
import type { AlertFrequency, SavedSearch, SavedSearchFilters } from '#contract/saved-searches.js';
import type { AppDeps } from '#server/deps.js';
import { savedSearches } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError } from '#server/lib/errors.js';
import { matchColumns, understoodSearch } from '../search/index.js';
import { toSavedSearch } from './saved-search-view.js';

/**
 * Saves a search under a name. One user's saves run one at a time, so two at once cannot both pass
 * the limit. The filters are kept as sent (its link opens the same search); its alerts match what the
 * list runs for them: the words read as filters first (docs/decisions/0036-query-understanding.md).
 */
export async function createSavedSearch(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log'>,
  caller: AuthUser,
  input: { name: string; filters: SavedSearchFilters; frequency: AlertFrequency },
): Promise<SavedSearch> {
  const now = deps.clock.now();
  const { query: matched } = await understoodSearch(deps, input.filters);
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${caller.id}`}))`);
    const [kept] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(savedSearches)
      .where(eq(savedSearches.userId, caller.id));
    if ((kept?.n ?? 0) >= MAX_SAVED_SEARCHES) {
      throw new AppError('invalid', 'tooManySavedSearches', { params: { max: MAX_SAVED_SEARCHES } });
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId: caller.id,
        name: input.name,
        filters: input.filters,
        frequency: input.frequency,
        createdAt: now,
        updatedAt: now,
        // A digest's first period starts with the search.
        lastDigestAt: now,
        ...matchColumns(matched),
      })
      .returning();
    if (!row) throw new Error('the saved search was not saved');
    return toSavedSearch(row);
  });
}
