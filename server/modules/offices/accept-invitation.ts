import { eq } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { MyOffice } from '#contract/offices.js';
import type { AppDeps } from '#server/deps.js';
import { officeInvitations, officeMembers } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { isUniqueViolation } from '#server/lib/db-errors.js';
import { AppError } from '#server/lib/errors.js';
import { getMyOffice } from './get-my-office.js';
import { recordOfficeEvent } from './office-role.js';
import { openInvitation } from './open-invitation.js';

/** The invited person joins with the invitation's role; a link works once. One office per person. */
export async function acceptInvitation(
  deps: AppDeps,
  caller: AuthUser,
  token: string,
  language: Language,
): Promise<MyOffice> {
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      const invitation = await openInvitation(deps, tx, caller, token, true);
      const [member] = await tx
        .select({ officeId: officeMembers.officeId })
        .from(officeMembers)
        .where(eq(officeMembers.userId, caller.id));
      if (member) throw new AppError('conflict', 'alreadyInOffice');
      await tx
        .insert(officeMembers)
        .values({ officeId: invitation.officeId, userId: caller.id, role: invitation.role, joinedAt: now });
      await tx
        .update(officeInvitations)
        .set({ acceptedAt: now, acceptedBy: caller.id })
        .where(eq(officeInvitations.id, invitation.id));
      await recordOfficeEvent(tx, {
        officeId: invitation.officeId,
        actorId: caller.id,
        action: 'joined',
        subjectUserId: caller.id,
        details: { invitation: invitation.id, role: invitation.role },
        at: now,
      });
    });
  } catch (error) {
    // Two offices' invitations accepted at once: the second meets the one-office key.
    if (isUniqueViolation(error)) throw new AppError('conflict', 'alreadyInOffice');
    throw error;
  }
  return getMyOffice(deps, caller, language);
}
