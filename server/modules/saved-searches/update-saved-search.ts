import { and, eq, sql } from 'drizzle-orm';
import type { AlertFrequency, SavedSearch } from '#contract/saved-searches.js';
import type { AppDeps } from '#server/deps.js';
import { savedSearches } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError } from '#server/lib/errors.js';
import { toSavedSearch } from './saved-search-view.js';

/** Renames, pauses or resumes, or changes the frequency of one's own saved search; others' are 404. */
export async function updateSavedSearch(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: AuthUser,
  id: number,
  change: { name?: string; paused?: boolean; frequency?: AlertFrequency },
): Promise<SavedSearch> {
  const now = deps.clock.now();
  // Resuming a paused search marks the moment: unsubscribe links made before it no longer pause it.
  const resumed =
    change.paused === false
      ? {
          resumedAt: sql`case when ${savedSearches.paused} then ${now.toISOString()}::timestamptz else ${savedSearches.resumedAt} end`,
        }
      : {};
  const [row] = await deps.db
    .update(savedSearches)
    .set({ ...change, ...resumed, updatedAt: now })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, caller.id)))
    .returning();
  if (!row) throw new AppError('notFound', 'notFound');
  return toSavedSearch(row);
}
