import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { SuspensionReason } from '#contract/properties.js';
import type { Database } from '#server/db/client.js';
import { favorites, notifications, type NotificationRow, type PropertyRow } from '#server/db/schema/index.js';
import { createNotifications, type Notice } from './create-notifications.js';

type Executor = Pick<Database, 'insert' | 'select' | 'update' | 'execute'>;

/** What an event needs to know of the ad it is about. */
export type NotifiedProperty = Pick<PropertyRow, 'id' | 'ownerId' | 'category' | 'titleAr' | 'titleEn'>;

const about = (property: NotifiedProperty) => ({ propertyId: property.id, category: property.category });
const titles = (property: NotifiedProperty) => ({ titleAr: property.titleAr, titleEn: property.titleEn });
const conversationTypes = ['newMessage', 'reply'] as const;

/** Tells each ad's owner about their ad. */
function notifyOwners(
  db: Executor,
  now: Date,
  ads: readonly NotifiedProperty[],
  notice: (property: NotifiedProperty) => Notice,
): Promise<NotificationRow[]> {
  return createNotifications(
    db,
    now,
    ads.map((property) => ({ userId: property.ownerId, ...notice(property), ...about(property) })),
  );
}

const notifyOwner = (db: Executor, now: Date, property: NotifiedProperty, notice: Notice) =>
  notifyOwners(db, now, [property], () => notice);

/** Unread message notifications of one conversation (receiver, property, the other person). */
const conversationNotices = (userId: string, propertyId: number, senderId: string) =>
  and(
    eq(notifications.userId, userId),
    eq(notifications.propertyId, propertyId),
    inArray(notifications.type, conversationTypes),
    isNull(notifications.readAt),
    sql`${notifications.params}->>'senderId' = ${senderId}`,
  );

/**
 * A message to the owner (`newMessage`) or an owner's answer (`reply`). One unread notification per
 * conversation is enough: while the receiver has not looked, further messages add none.
 */
export async function notifyMessage(
  db: Executor,
  now: Date,
  event: {
    kind: 'newMessage' | 'reply';
    property: NotifiedProperty;
    receiverId: string;
    sender: { id: string; firstName: string | null };
  },
): Promise<NotificationRow[]> {
  const { property, receiverId, sender } = event;
  const [pending] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(conversationNotices(receiverId, property.id, sender.id))
    .limit(1);
  if (pending) return [];
  return createNotifications(db, now, [
    {
      userId: receiverId,
      type: event.kind,
      params: { ...titles(property), senderId: sender.id, senderName: sender.firstName },
      ...about(property),
    },
  ]);
}

/** Opening a conversation reads its message notifications too. */
export async function readConversationNotices(
  db: Pick<Database, 'update'>,
  now: Date,
  conversation: { userId: string; propertyId: number; otherId: string },
): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(conversationNotices(conversation.userId, conversation.propertyId, conversation.otherId));
}

/** A first review of someone's ad (changing a review later notifies no one). */
export async function notifyNewReview(
  db: Executor,
  now: Date,
  property: NotifiedProperty,
  review: { reviewerName: string | null; rating: number },
): Promise<NotificationRow[]> {
  return notifyOwner(db, now, property, {
    type: 'newReview',
    params: { ...titles(property), reviewerName: review.reviewerName, rating: review.rating },
  });
}

/** A lower price on a published ad: everyone who saved it, except its owner. */
export async function notifyPriceDrop(
  db: Executor,
  now: Date,
  property: NotifiedProperty,
  price: { oldPrice: number; newPrice: number; currency: string },
): Promise<NotificationRow[]> {
  const savers = await db
    .select({ userId: favorites.userId })
    .from(favorites)
    .where(and(eq(favorites.propertyId, property.id), ne(favorites.userId, property.ownerId)));
  return createNotifications(
    db,
    now,
    savers.map(({ userId }) => ({
      userId,
      type: 'priceDrop' as const,
      params: { ...titles(property), ...price },
      ...about(property),
    })),
  );
}

/** An event whose text only names the ad. */
const namingTheAd =
  (type: 'adApproved' | 'adHeldForReports') =>
  (db: Executor, now: Date, property: NotifiedProperty): Promise<NotificationRow[]> =>
    notifyOwner(db, now, property, { type, params: titles(property) });

/** Staff approved the ad (the back-office calls this). */
export const notifyAdApproved = namingTheAd('adApproved');

/** Independent reports sent the owner's ad back to review; who reported it is not said. */
export const notifyAdHeldForReports = namingTheAd('adHeldForReports');

/** Staff rejected the ad, saying why (the back-office calls this). */
export async function notifyAdRejected(
  db: Executor,
  now: Date,
  property: NotifiedProperty,
  reason: string | null,
): Promise<NotificationRow[]> {
  const trimmed = reason?.trim() ?? '';
  return notifyOwner(db, now, property, {
    type: 'adRejected',
    params: { ...titles(property), reason: trimmed === '' ? null : trimmed },
  });
}

/** The licence re-check took the ad down: its licence expired or was cancelled. */
export async function notifyAdSuspended(
  db: Executor,
  now: Date,
  property: NotifiedProperty,
  reason: SuspensionReason,
): Promise<NotificationRow[]> {
  return notifyOwner(db, now, property, { type: 'adSuspended', params: { ...titles(property), reason } });
}

/** The ads' expiry is near (the ad expiry job); `days` is how long they have left. */
export async function notifyAdsExpiring(
  db: Executor,
  now: Date,
  ads: readonly NotifiedProperty[],
  days: number,
): Promise<NotificationRow[]> {
  return notifyOwners(db, now, ads, (property) => ({
    type: 'adExpiring',
    params: { ...titles(property), days },
  }));
}

/** The ads reached their maximum age and were taken off the public pages (the ad expiry job). */
export async function notifyAdsExpired(
  db: Executor,
  now: Date,
  ads: readonly NotifiedProperty[],
): Promise<NotificationRow[]> {
  return notifyOwners(db, now, ads, (property) => ({ type: 'adExpired', params: titles(property) }));
}

/** The owner is asked to change their ad, and told what (the reviewer's words). */
export async function notifyAdChangesRequested(
  db: Executor,
  now: Date,
  property: NotifiedProperty,
  reason: string,
): Promise<NotificationRow[]> {
  return notifyOwner(db, now, property, {
    type: 'adChangesRequested',
    params: { ...titles(property), reason: reason.trim() },
  });
}
