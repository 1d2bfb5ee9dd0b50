import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { MessageItem, SendMessageBody } from '#contract/messages.js';
import type { AppDeps } from '#server/deps.js';
import { propertyMessages, users, type properties } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { addSeconds, secondsBetween } from '#server/lib/clock.js';
import { announce } from '#server/lib/domain-events.js';
import { AppError, fieldError, rateLimited } from '#server/lib/errors.js';
import { notifyMessage, notifiedProperty, type Tx } from '../notifications/index.js';
import { firstName, toMessageItem } from './conversation-view.js';
import { MESSAGE_LIMITS } from './limits.js';
import { PROPERTY_MESSAGE_SENT } from './message-sent.js';

type Property = Pick<
  typeof properties.$inferSelect,
  'id' | 'ownerId' | 'status' | 'category' | 'titleAr' | 'titleEn'
>;

/**
 * Sends a message about a property. Without `receiverId` it goes to the owner, and only about a
 * published ad. The owner answers with `receiverId`, whatever the ad's status, but only someone who
 * wrote to them about this ad; anyone else naming a receiver gets 404, as for a thread they cannot see.
 */
export async function sendPropertyMessage(
  deps: AppDeps,
  caller: AuthUser,
  body: SendMessageBody,
): Promise<MessageItem> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const property = await notifiedProperty(tx, body.propertyId);
    const receiverId = await receiverOf(tx, caller, property, body.receiverId ?? undefined);

    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`messages:${caller.id}`}))`);
    await enforceSendLimit(tx, caller.id, now);

    const [message] = await tx
      .insert(propertyMessages)
      .values({
        propertyId: property.id,
        senderId: caller.id,
        receiverId,
        body: body.message,
        createdAt: now,
      })
      .returning();
    if (!message) throw new Error('the message was not stored');
    const [sender] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, caller.id));
    await notifyMessage(tx, now, {
      kind: receiverId === property.ownerId ? 'newMessage' : 'reply',
      property,
      receiverId,
      sender: { id: caller.id, firstName: firstName(sender?.fullName) },
    });
    await announce(tx, now, PROPERTY_MESSAGE_SENT, {
      messageId: message.id,
      propertyId: property.id,
      senderId: caller.id,
      receiverId,
      toOwner: receiverId === property.ownerId,
    });
    return toMessageItem(message);
  });
}

async function receiverOf(
  tx: Tx,
  caller: AuthUser,
  property: Property,
  named: string | undefined,
): Promise<string> {
  const isOwner = property.ownerId === caller.id;
  if (named === undefined || named === property.ownerId) {
    if (isOwner) throw fieldError('receiverId', 'receiverRequired');
    if (property.status !== 'published') throw new AppError('notFound', 'notFound');
    return property.ownerId;
  }
  if (!isOwner) throw new AppError('notFound', 'notFound');
  const [wrote] = await tx
    .select({ id: propertyMessages.id })
    .from(propertyMessages)
    .where(
      and(
        eq(propertyMessages.propertyId, property.id),
        eq(propertyMessages.senderId, named),
        eq(propertyMessages.receiverId, caller.id),
      ),
    )
    .limit(1);
  if (!wrote) throw new AppError('notFound', 'notFound');
  return named;
}

async function enforceSendLimit(tx: Tx, senderId: string, now: Date): Promise<void> {
  const windowStart = addSeconds(now, -MESSAGE_LIMITS.windowSeconds);
  const [sent] = await tx
    .select({ n: count(), oldest: min(propertyMessages.createdAt) })
    .from(propertyMessages)
    .where(and(eq(propertyMessages.senderId, senderId), gt(propertyMessages.createdAt, windowStart)));
  if (sent && sent.n >= MESSAGE_LIMITS.perSender) {
    const freesAt = addSeconds(sent.oldest ?? now, MESSAGE_LIMITS.windowSeconds);
    throw rateLimited('tooManyMessages', secondsBetween(now, freesAt));
  }
}
