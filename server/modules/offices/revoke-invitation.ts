import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { officeInvitations } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError } from '#server/lib/errors.js';
import { recordOfficeEvent, requireOfficeAction } from './office-role.js';

/** Withdraws an invitation not yet accepted; withdrawing it twice is harmless. */
export async function revokeInvitation(
  deps: AppDeps,
  caller: AuthUser,
  officeId: number,
  invitationId: string,
) {
  await requireOfficeAction(deps.db, officeId, caller.id, 'revokeInvitation');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(officeInvitations)
      .where(and(eq(officeInvitations.id, invitationId), eq(officeInvitations.officeId, officeId)))
      .for('update');
    if (!row) throw new AppError('notFound', 'notFound');
    if (row.acceptedAt) throw new AppError('conflict', 'invitationUsed');
    const [revoked] = await tx
      .update(officeInvitations)
      .set({ revokedAt: now })
      .where(and(eq(officeInvitations.id, invitationId), isNull(officeInvitations.revokedAt)))
      .returning({ id: officeInvitations.id });
    if (revoked) {
      await recordOfficeEvent(tx, {
        officeId,
        actorId: caller.id,
        action: 'invitationRevoked',
        details: { invitation: invitationId },
        at: now,
      });
    }
  });
}
