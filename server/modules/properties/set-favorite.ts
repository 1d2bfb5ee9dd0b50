import { and, eq, or } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { favorites, properties } from '../../db/schema/index.js';
import type { AuthUser } from '../../lib/auth/authenticate.js';
import { AppError } from '../../lib/errors.js';

/** Toggles a favourite on a published ad (or the caller's own). */
export async function setFavorite(deps: AppDeps, caller: AuthUser, propertyId: number) {
  const [visible] = await deps.db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.id, propertyId),
        or(eq(properties.status, 'published'), eq(properties.ownerId, caller.id)),
      ),
    );
  if (!visible) throw new AppError('notFound', 'notFound');
  const removed = await deps.db
    .delete(favorites)
    .where(and(eq(favorites.userId, caller.id), eq(favorites.propertyId, propertyId)))
    .returning({ propertyId: favorites.propertyId });
  if (removed.length > 0) return { propertyId, isFavorite: false };
  await deps.db
    .insert(favorites)
    .values({ userId: caller.id, propertyId, createdAt: deps.clock.now() })
    .onConflictDoNothing();
  return { propertyId, isFavorite: true };
}
