import { eq } from 'drizzle-orm';
import type { ModeratedPropertyEdit } from '#contract/dashboard/properties.js';
import type { AppDeps } from '#server/deps.js';
import { agents, properties } from '#server/db/schema/index.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import { nextVersion } from '#server/modules/ads/index.js';
import { priceMadePublic } from '#server/modules/properties/index.js';
import { lexemesFor, propertySearchText } from '#server/modules/search/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { lockProperty, propertySnapshot } from './moderated-property.js';

/**
 * Staff correct an ad's texts, price or agent; the status does not change. A new price on a published
 * ad enters its price history and a drop tells its savers (a pending one's, once it is published).
 * Only a visible agent can be named.
 */
export async function editModeratedProperty(
  deps: AppDeps,
  actor: AuditActor,
  id: number,
  edit: ModeratedPropertyEdit,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await lockProperty(tx, id);
    if (edit.agentId) {
      const [agent] = await tx
        .select({ hidden: agents.hidden })
        .from(agents)
        .where(eq(agents.id, edit.agentId));
      if (!agent || agent.hidden) throw fieldError('agentId', 'choiceInvalid');
    }
    const texts = {
      titleAr: edit.titleAr === undefined ? before.titleAr : edit.titleAr,
      titleEn: edit.titleEn === undefined ? before.titleEn : edit.titleEn,
      descriptionAr: edit.descriptionAr === undefined ? before.descriptionAr : edit.descriptionAr,
      descriptionEn: edit.descriptionEn === undefined ? before.descriptionEn : edit.descriptionEn,
    };
    if (!texts.titleAr && !texts.titleEn) throw fieldError('titleAr', 'titleRequired');
    const [after] = await tx
      .update(properties)
      .set({
        ...texts,
        price: edit.price ?? before.price,
        agentId: edit.agentId === undefined ? before.agentId : edit.agentId,
        searchText: propertySearchText([
          texts.titleAr,
          texts.titleEn,
          texts.descriptionAr,
          texts.descriptionEn,
          before.district,
          before.address,
        ]),
        ...(await lexemesFor(tx, { ...before, ...texts })),
        updatedAt: now,
        version: nextVersion(),
      })
      .where(eq(properties.id, id))
      .returning();
    if (!after) throw new AppError('notFound', 'notFound');
    await priceMadePublic(tx, now, after);
    await recordAudit(
      tx,
      actor,
      {
        action: 'update',
        resource: 'Properties',
        resourceId: id,
        before: { ...propertySnapshot(before), ...editedFields(before) },
        after: { ...propertySnapshot(after), ...editedFields(after) },
      },
      now,
    );
  });
}

function editedFields(row: typeof properties.$inferSelect) {
  return { descriptionAr: row.descriptionAr, descriptionEn: row.descriptionEn, agentId: row.agentId };
}
