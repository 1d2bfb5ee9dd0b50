import { eq } from 'drizzle-orm';
import type { MessageKey } from '#contract/message-catalogue.js';
import type { AppDeps } from '#server/deps.js';
import type { Database } from '#server/db/client.js';
import { officeInvitations, type OfficeInvitationRow } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import { invitationState, type InvitationState } from './invitation-view.js';
import { invitationTokenHash } from './invite-member.js';

const ENDED: Record<Exclude<InvitationState, 'pending'>, MessageKey> = {
  accepted: 'invitationUsed',
  revoked: 'invitationRevoked',
  expired: 'invitationExpired',
};

/**
 * The invitation a link's token names, still open, for the number it was sent to: a 404 for a token
 * nobody made, a 403 for another account, a 422 on `token` naming why a link no longer works.
 */
export async function openInvitation(
  deps: Pick<AppDeps, 'secrets' | 'clock'>,
  db: Pick<Database, 'select'>,
  caller: AuthUser,
  token: string,
  lock = false,
): Promise<OfficeInvitationRow> {
  const query = db
    .select()
    .from(officeInvitations)
    .where(eq(officeInvitations.tokenHash, invitationTokenHash(deps, token)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('notFound', 'notFound');
  if (row.phoneNumber !== caller.phoneNumber) throw new AppError('forbidden', 'invitationForAnotherNumber');
  const state = invitationState(row, deps.clock.now());
  if (state !== 'pending') throw fieldError('token', ENDED[state]);
  return row;
}
