import { and, eq } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { PublicOffice } from '#contract/offices.js';
import type { AppDeps } from '#server/deps.js';
import { officeMembers, offices } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError, fieldError, foundRow } from '#server/lib/errors.js';
import { verifiedIdHash } from '../identity/index.js';
import { toPublicOffice } from './office-view.js';
import { recordOfficeEvent, requireOfficeAction, roleIn } from './office-role.js';

/**
 * The owner makes one of the office's managers its owner and becomes a manager (who may then leave).
 * The new owner is a person Nafath verified, as whoever opens an office. The demotion is conditional on
 * the caller still being the owner, so two hand-overs at once give the office one owner (and the
 * one-owner key holds it too).
 */
export async function handOverOffice(
  deps: AppDeps,
  caller: AuthUser,
  officeId: number,
  userId: string,
  language: Language,
): Promise<PublicOffice> {
  await requireOfficeAction(deps.db, officeId, caller.id, 'handOver');
  const subject = await roleIn(deps.db, officeId, userId);
  if (subject === null) throw new AppError('notFound', 'notFound');
  if (subject !== 'manager') throw fieldError('userId', 'handOverToManager');
  if ((await verifiedIdHash(deps, userId)) === null) throw fieldError('userId', 'newOwnerUnverified');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const member = (id: string) => and(eq(officeMembers.officeId, officeId), eq(officeMembers.userId, id));
    const demoted = await tx
      .update(officeMembers)
      .set({ role: 'manager' })
      .where(and(member(caller.id), eq(officeMembers.role, 'owner')))
      .returning({ userId: officeMembers.userId });
    if (demoted.length === 0) throw new AppError('forbidden', 'officeRoleForbidden');
    const promoted = await tx
      .update(officeMembers)
      .set({ role: 'owner' })
      .where(and(member(userId), eq(officeMembers.role, 'manager')))
      .returning({ userId: officeMembers.userId });
    if (promoted.length === 0) throw fieldError('userId', 'handOverToManager');
    await tx.update(offices).set({ updatedAt: now }).where(eq(offices.id, officeId));
    await recordOfficeEvent(tx, {
      officeId,
      actorId: caller.id,
      action: 'handedOver',
      subjectUserId: userId,
      details: { from: caller.id, to: userId },
      at: now,
    });
  });
  const office = foundRow(await deps.db.select().from(offices).where(eq(offices.id, officeId)));
  return toPublicOffice(deps, office, language, now);
}
