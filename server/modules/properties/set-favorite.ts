import { and, eq, or, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { favorites, properties } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError } from '#server/lib/errors.js';
import { userVisitorKey } from '../ad-activity/index.js';

/**
 * Toggles a favourite: adding needs a published ad (or the caller's own); removing always works, so a
 * sold ad can leave the list. Toggles of one user on one ad run one at a time, so a double tap adds
 * and then removes, as it would on one device. Adding a favourite of someone else's published ad counts
 * as `favourite` activity (ADR 0040), once per user, ad and day.
 */
export async function setFavorite(deps: AppDeps, caller: AuthUser, propertyId: number) {
  const answer = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`favorite:${caller.id}:${propertyId}`}))`);
    const removed = await tx
      .delete(favorites)
      .where(and(eq(favorites.userId, caller.id), eq(favorites.propertyId, propertyId)))
      .returning({ propertyId: favorites.propertyId });
    if (removed.length > 0) return { propertyId, isFavorite: false, counts: false };
    const [visible] = await tx
      .select({ status: properties.status, ownerId: properties.ownerId })
      .from(properties)
      .where(
        and(
          eq(properties.id, propertyId),
          or(eq(properties.status, 'published'), eq(properties.ownerId, caller.id)),
        ),
      );
    if (!visible) throw new AppError('notFound', 'notFound');
    await tx.insert(favorites).values({ userId: caller.id, propertyId, createdAt: deps.clock.now() });
    return {
      propertyId,
      isFavorite: true,
      counts: visible.status === 'published' && visible.ownerId !== caller.id,
    };
  });
  if (answer.counts) deps.activity.record(propertyId, 'favourite', userVisitorKey(caller.id));
  return { propertyId, isFavorite: answer.isFavorite };
}
