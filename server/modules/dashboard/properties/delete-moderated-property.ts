import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { properties } from '#server/db/schema/index.js';
import { deletePhotoFiles, photosOfAd } from '#server/modules/ads/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { lockProperty, propertySnapshot } from './moderated-property.js';

/**
 * Deletes an ad the way its owner does: the row with its details, favourites, messages and
 * notifications, then its photo files once the deletion has committed.
 */
export async function deleteModeratedProperty(deps: AppDeps, actor: AuditActor, id: number): Promise<void> {
  const now = deps.clock.now();
  const media = await deps.db.transaction(async (tx) => {
    const before = await lockProperty(tx, id);
    const files = await photosOfAd(tx, id);
    await tx.delete(properties).where(eq(properties.id, id));
    await recordAudit(
      tx,
      actor,
      {
        action: 'delete',
        resource: 'Properties',
        resourceId: id,
        before: { ...propertySnapshot(before), photos: files.length },
        after: null,
      },
      now,
    );
    return files;
  });
  await deletePhotoFiles(deps.storage, media);
}
