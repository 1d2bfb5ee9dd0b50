import { and, eq } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { PublicOffice } from '#contract/offices.js';
import type { AppDeps } from '#server/deps.js';
import { officeMembers, offices } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError, foundRow } from '#server/lib/errors.js';
import { toPublicOffice } from './office-view.js';
import { recordOfficeEvent, requireOfficeAction, roleIn } from './office-role.js';

/** The owner makes a member a manager or an agent; the owner's own role stays. */
export async function changeMemberRole(
  deps: AppDeps,
  caller: AuthUser,
  officeId: number,
  userId: string,
  role: 'manager' | 'agent',
  language: Language,
): Promise<PublicOffice> {
  await requireOfficeAction(deps.db, officeId, caller.id, 'changeRole');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await roleIn(tx, officeId, userId);
    if (before === null) throw new AppError('notFound', 'notFound');
    if (before === 'owner') throw new AppError('conflict', 'officeOwnerStays');
    if (before === role) return;
    await tx
      .update(officeMembers)
      .set({ role })
      .where(and(eq(officeMembers.officeId, officeId), eq(officeMembers.userId, userId)));
    await recordOfficeEvent(tx, {
      officeId,
      actorId: caller.id,
      action: 'roleChanged',
      subjectUserId: userId,
      details: { from: before, to: role },
      at: now,
    });
  });
  const office = foundRow(await deps.db.select().from(offices).where(eq(offices.id, officeId)));
  return toPublicOffice(deps, office, language, now);
}
