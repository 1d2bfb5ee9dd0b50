import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { properties, type PropertyRow } from '#server/db/schema/index.js';
import type { AppDeps } from '#server/deps.js';
import { nextVersion } from './ad-version.js';

/**
 * New, removed or reordered photos are a new version of the ad. They change what the public sees,
 * so with moderation on a published ad, or one sent back for changes, goes back to review, as an
 * edit of its texts does.
 */
export async function photosChanged(
  tx: Pick<Database, 'update'>,
  deps: AppDeps,
  property: PropertyRow,
): Promise<void> {
  const backToReview =
    deps.config.moderation && (property.status === 'published' || property.status === 'changesRequested');
  await tx
    .update(properties)
    .set({ version: nextVersion(), updatedAt: deps.clock.now(), ...(backToReview && { status: 'pending' }) })
    .where(eq(properties.id, property.id));
}
