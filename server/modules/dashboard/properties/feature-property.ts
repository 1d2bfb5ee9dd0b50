import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { properties } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { nextVersion } from '#server/modules/ads/index.js';
import { lockProperty, propertySnapshot } from './moderated-property.js';

/**
 * Only a published ad can be featured (409 otherwise); unfeaturing works in any status. Repeating
 * either changes nothing and records nothing.
 */
export async function setPropertyFeatured(deps: AppDeps, actor: AuditActor, id: number, featured: boolean) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await lockProperty(tx, id);
    if (featured && before.status !== 'published') throw new AppError('conflict', 'adNotPublished');
    if (before.isFeatured === featured) return;
    const [after] = await tx
      .update(properties)
      .set({ isFeatured: featured, updatedAt: now, version: nextVersion() })
      .where(eq(properties.id, id))
      .returning();
    if (!after) throw new AppError('notFound', 'notFound');
    await recordAudit(
      tx,
      actor,
      {
        action: featured ? 'feature' : 'unfeature',
        resource: 'Properties',
        resourceId: id,
        before: propertySnapshot(before),
        after: propertySnapshot(after),
      },
      now,
    );
  });
}
