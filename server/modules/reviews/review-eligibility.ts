import { and, eq } from 'drizzle-orm';
import type { MessageKey } from '#contract/message-catalogue.js';
import type { ReviewAccess } from '#contract/reviews.js';
import type { Database } from '#server/db/client.js';
import { confirmedClients, propertyMessages } from '#server/db/schema/index.js';
import { notHidden } from '../messages/index.js';

/**
 * Who may review an ad (ADR 0019, item 6): someone the advertiser has answered through the site about
 * this ad (a visible message from its owner, who receives every message about it), or whom the owner
 * confirmed as a client. Writing alone earns nothing: one unanswered message would let anyone rate
 * any ad. Never the owner.
 */
export async function reviewAccessOf(
  db: Pick<Database, 'select'>,
  ad: { id: number; ownerId: string },
  callerId: string | undefined,
): Promise<ReviewAccess> {
  if (callerId === undefined) return 'signIn';
  if (callerId === ad.ownerId) return 'owner';
  const visibleMessage = (senderId: string, receiverId: string) =>
    db
      .select({ id: propertyMessages.id })
      .from(propertyMessages)
      .where(
        and(
          notHidden,
          eq(propertyMessages.propertyId, ad.id),
          eq(propertyMessages.senderId, senderId),
          eq(propertyMessages.receiverId, receiverId),
        ),
      )
      .limit(1);
  const [[answered], [confirmed], [wrote]] = await Promise.all([
    visibleMessage(ad.ownerId, callerId),
    db
      .select({ userId: confirmedClients.userId })
      .from(confirmedClients)
      .where(and(eq(confirmedClients.propertyId, ad.id), eq(confirmedClients.userId, callerId))),
    visibleMessage(callerId, ad.ownerId),
  ]);
  if (answered || confirmed) return 'allowed';
  return wrote ? 'awaitingReply' : 'contactFirst';
}

/** Why a caller may not review yet, as the 403's message. */
export const reviewRefusals: Partial<Record<ReviewAccess, MessageKey>> = {
  contactFirst: 'reviewNeedsContact',
  awaitingReply: 'reviewNeedsReply',
};
