import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { savedSearches } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError } from '#server/lib/errors.js';

/** Deletes one's own saved search and its alert history; another's is a 404. */
export async function deleteSavedSearch(
  deps: Pick<AppDeps, 'db'>,
  caller: AuthUser,
  id: number,
): Promise<void> {
  const removed = await deps.db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, caller.id)))
    .returning({ id: savedSearches.id });
  if (removed.length === 0) throw new AppError('notFound', 'notFound');
}
