import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DashboardMessage, DashboardReview } from '#contract/dashboard/abuse.js';
import type { Database } from '#server/db/client.js';
import {
  properties,
  propertyMessages,
  reviews,
  users,
  type PropertyMessageRow,
  type ReviewRow,
} from '#server/db/schema/index.js';
import type { AuditActor } from '../audit/audit-actor.js';

const propertyRef = { id: properties.id, titleAr: properties.titleAr, titleEn: properties.titleEn };
type Person = { id: string; fullName: string | null; phoneNumber: string };
type PropertyRef = { id: number; titleAr: string | null; titleEn: string | null };

export const senders = alias(users, 'sender');
export const receivers = alias(users, 'receiver');

/** Reviews with their ad and author. */
export function selectReviews(db: Pick<Database, 'select'>) {
  return db
    .select({
      review: reviews,
      property: propertyRef,
      user: { id: users.id, fullName: users.fullName, phoneNumber: users.phoneNumber },
    })
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .$dynamic();
}

/** Property messages with their ad and both people. */
export function selectMessages(db: Pick<Database, 'select'>) {
  return db
    .select({
      message: propertyMessages,
      property: propertyRef,
      sender: { id: senders.id, fullName: senders.fullName, phoneNumber: senders.phoneNumber },
      receiver: { id: receivers.id, fullName: receivers.fullName, phoneNumber: receivers.phoneNumber },
    })
    .from(propertyMessages)
    .innerJoin(properties, eq(properties.id, propertyMessages.propertyId))
    .innerJoin(senders, eq(senders.id, propertyMessages.senderId))
    .innerJoin(receivers, eq(receivers.id, propertyMessages.receiverId))
    .$dynamic();
}

const hiding = (row: { hiddenAt: Date | null; hiddenReason: string | null }) => ({
  isHidden: row.hiddenAt !== null,
  hiddenAt: row.hiddenAt?.toISOString() ?? null,
  hiddenReason: row.hiddenReason,
});

export function toDashboardReview(row: {
  review: ReviewRow;
  property: PropertyRef;
  user: Person;
}): DashboardReview {
  const { review } = row;
  return {
    id: review.id,
    property: row.property,
    user: row.user,
    rating: review.rating,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
    ...hiding(review),
  };
}

export function toDashboardMessage(row: {
  message: PropertyMessageRow;
  property: PropertyRef;
  sender: Person;
  receiver: Person;
}): DashboardMessage {
  const { message } = row;
  return {
    id: message.id,
    property: row.property,
    sender: row.sender,
    receiver: row.receiver,
    body: message.body,
    createdAt: message.createdAt.toISOString(),
    readAt: message.readAt?.toISOString() ?? null,
    ...hiding(message),
  };
}

/** What the audit log keeps of a review or a message (its text, so the log shows what was hidden). */
export function reviewSnapshot(review: ReviewRow) {
  return {
    id: review.id,
    propertyId: review.propertyId,
    userId: review.userId,
    rating: review.rating,
    comment: review.comment,
    hiddenAt: review.hiddenAt,
    hiddenReason: review.hiddenReason,
  };
}

export function messageSnapshot(message: PropertyMessageRow) {
  return {
    id: message.id,
    propertyId: message.propertyId,
    senderId: message.senderId,
    receiverId: message.receiverId,
    body: message.body,
    hiddenAt: message.hiddenAt,
    hiddenReason: message.hiddenReason,
  };
}

/**
 * Hiding (with its reason) or showing, for `auditedUpdate`: what it writes, nothing when the row
 * already is as asked.
 */
export function hidingUpdate(actor: AuditActor, at: Date, hidden: boolean, reason: string | undefined) {
  return {
    actor,
    at,
    action: hidden ? ('hide' as const) : ('unhide' as const),
    change: (before: { hiddenAt: Date | null }) =>
      (before.hiddenAt !== null) === hidden
        ? undefined
        : { hiddenAt: hidden ? at : null, hiddenReason: hidden ? (reason ?? null) : null },
  };
}
