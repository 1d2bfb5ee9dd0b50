import type { AppDeps } from '#server/deps.js';
import { properties } from '#server/db/schema/index.js';
import { deletePhotoFiles, photosOfAd } from '#server/modules/ads/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { auditedDelete } from '../audit/audited-delete.js';
import { lockProperty, propertySnapshot } from './moderated-property.js';

/**
 * Deletes an ad the way its owner does: the row with its details, favourites, messages and
 * notifications, then its photo files once the deletion has committed.
 */
export async function deleteModeratedProperty(deps: AppDeps, actor: AuditActor, id: number): Promise<void> {
  const at = deps.clock.now();
  const media = await deps.db.transaction(async (tx) => {
    await lockProperty(tx, id);
    const files = await photosOfAd(tx, id);
    await auditedDelete(tx, properties, id, {
      actor,
      at,
      resource: 'Properties',
      snapshot: (row) => ({ ...propertySnapshot(row), photos: files.length }),
    });
    return files;
  });
  await deletePhotoFiles(deps.storage, media);
}
