import type { z } from 'zod';
import type { officeInvitation } from '#contract/offices.js';
import type { OfficeInvitationRow } from '#server/db/schema/index.js';
import { maskPhone } from '#server/lib/phone.js';

export const INVITATION_DAYS = 7;
/** Invitations an office may send in a day: each is an SMS. */
export const INVITATIONS_PER_DAY = 20;

export type InvitationState = 'pending' | 'accepted' | 'revoked' | 'expired';

export function invitationState(row: OfficeInvitationRow, now: Date): InvitationState {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'pending';
}

export const toOfficeInvitation = (
  row: OfficeInvitationRow,
  now: Date,
): z.infer<typeof officeInvitation> => ({
  id: row.id,
  phone: maskPhone(row.phoneNumber),
  role: row.role,
  state: invitationState(row, now),
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});
