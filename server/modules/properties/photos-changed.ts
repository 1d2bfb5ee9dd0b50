import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { properties, type PropertyRow } from '#server/db/schema/index.js';
import type { AppDeps } from '#server/deps.js';
import { nextVersion } from '../ads/index.js';
import { ownerEdited } from './owner-edit.js';

/**
 * New, removed or reordered photos are a new version of the ad, an edit of what the public sees: it
 * goes where `statusAfterOwnerEdit` says (to review, refused on a closed ad, or waiting unreviewed).
 * Called before the photos change, so a public ad's version kept for others is the one they saw.
 */
export async function photosChanged(
  tx: Pick<Database, 'select' | 'update'>,
  deps: AppDeps,
  property: PropertyRow,
): Promise<void> {
  const edited = await ownerEdited(tx, deps, property, 'photos');
  await tx
    .update(properties)
    .set({ ...edited, version: nextVersion(), updatedAt: deps.clock.now() })
    .where(eq(properties.id, property.id));
}
