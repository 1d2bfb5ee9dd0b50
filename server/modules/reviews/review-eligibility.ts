import { and, eq } from 'drizzle-orm';
import type { ReviewAccess } from '#contract/reviews.js';
import type { Database } from '#server/db/client.js';
import { confirmedClients, propertyMessages } from '#server/db/schema/index.js';
import { between } from '../messages/conversation-query.js';

/**
 * Who may review an ad: someone who has a conversation with its owner about it on the site (a
 * visible message either way), or whom the owner confirmed as a client. Never the owner.
 */
export async function reviewAccessOf(
  db: Pick<Database, 'select'>,
  ad: { id: number; ownerId: string },
  callerId: string | undefined,
): Promise<ReviewAccess> {
  if (callerId === undefined) return 'signIn';
  if (callerId === ad.ownerId) return 'owner';
  const [[contacted], [confirmed]] = await Promise.all([
    db
      .select({ id: propertyMessages.id })
      .from(propertyMessages)
      .where(between(ad.id, callerId, ad.ownerId))
      .limit(1),
    db
      .select({ userId: confirmedClients.userId })
      .from(confirmedClients)
      .where(and(eq(confirmedClients.propertyId, ad.id), eq(confirmedClients.userId, callerId))),
  ]);
  return contacted || confirmed ? 'allowed' : 'contactFirst';
}
