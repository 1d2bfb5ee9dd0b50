import { z } from 'zod';
import { listEnvelope, pagingQuery } from './paging.js';

/** The events that notify someone (decisions.md "Conversations, reviews, support, notifications"). */
export const notificationTypes = [
  'newMessage',
  'reply',
  'newReview',
  'priceDrop',
  'adApproved',
  'adRejected',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** The panel shows 4 a page (spec). */
export const NOTIFICATION_PAGE_SIZE = 4;
export const notificationsQuery = pagingQuery(NOTIFICATION_PAGE_SIZE);

export const notificationItem = z
  .object({
    id: z.number().int(),
    type: z.enum(notificationTypes),
    /** Written in the request's language. */
    title: z.string(),
    body: z.string(),
    createdAt: z.iso.datetime(),
    read: z.boolean(),
    propertyId: z.number().int().nullable(),
    /** 1 residential, 2 industrial: which details page the panel opens. */
    category: z.number().int().nullable(),
  })
  .meta({ id: 'Notification' });
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationList = listEnvelope(notificationItem).extend({ unreadCount: z.number().int() });
export type NotificationList = z.infer<typeof notificationList>;

const id = z.number().int().positive().max(2_147_483_647);

/** Ids that are not the caller's are ignored. */
export const readNotificationsBody = z.object({ ids: z.array(id).max(100) });
export const readNotificationsAnswer = z.object({
  /** How many of the caller's unread notifications are now read. */
  updated: z.number().int(),
});
