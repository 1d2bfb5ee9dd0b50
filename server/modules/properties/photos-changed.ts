import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { properties, type PropertyRow } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';

/**
 * New, removed or reordered photos change what the public sees, so with moderation on a published ad
 * goes back to review, as an edit of its texts does.
 */
export async function photosChanged(
  tx: Pick<Database, 'update'>,
  deps: AppDeps,
  property: PropertyRow,
): Promise<void> {
  if (!deps.config.moderation || property.status !== 'published') return;
  await tx
    .update(properties)
    .set({ status: 'pending', updatedAt: deps.clock.now() })
    .where(eq(properties.id, property.id));
}
