import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { officeMembers } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { announce } from '#server/lib/domain-events.js';
import { AppError } from '#server/lib/errors.js';
import { officeMemberLeft } from './office-ads.js';
import { recordOfficeEvent, requireOfficeAction, roleIn } from './office-role.js';

/**
 * A member leaves (their own id), or the owner removes a manager or an agent, a manager an agent. The
 * owner cannot leave or be removed (an office keeps an owner): they hand the office over first
 * (`handOverOffice`) and leave as a manager. The office's ads the member held go to its owner (a
 * reaction of the properties module).
 */
export async function removeMember(deps: AppDeps, caller: AuthUser, officeId: number, userId: string) {
  const leaving = userId === caller.id;
  const subject = await roleIn(deps.db, officeId, userId);
  if (leaving) {
    if (subject === 'owner') throw new AppError('conflict', 'officeOwnerStays');
    await requireOfficeAction(deps.db, officeId, caller.id, 'leave');
  } else {
    await requireOfficeAction(
      deps.db,
      officeId,
      caller.id,
      subject === 'manager' ? 'removeManager' : 'removeAgent',
    );
    if (subject === null) throw new AppError('notFound', 'notFound');
    if (subject === 'owner') throw new AppError('conflict', 'officeOwnerStays');
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(officeMembers)
      .where(and(eq(officeMembers.officeId, officeId), eq(officeMembers.userId, userId)))
      .returning({ role: officeMembers.role });
    if (!removed) return;
    const [owner] = await tx
      .select({ userId: officeMembers.userId })
      .from(officeMembers)
      .where(and(eq(officeMembers.officeId, officeId), eq(officeMembers.role, 'owner')));
    if (owner) await announce(tx, now, officeMemberLeft, { officeId, userId, ownerId: owner.userId });
    await recordOfficeEvent(tx, {
      officeId,
      actorId: caller.id,
      action: leaving ? 'left' : 'removed',
      subjectUserId: userId,
      details: { role: removed.role },
      at: now,
    });
  });
}
