import { z } from 'zod';
import { NOTIFICATION_PAGE_SIZE } from './limits.js';
import { listEnvelope, pagingQuery } from './paging.js';
import { openApiSchemas } from './openapi-registry.js';

/** The events that notify someone (decisions.md "Conversations, reviews, support, notifications"). */
export const notificationTypes = [
  'newMessage',
  'reply',
  'newReview',
  'priceDrop',
  'adApproved',
  'adRejected',
  /** Several people reported the ad: it left the public lists until a reviewer decides. */
  'adHeldForReports',
  /** The licence re-check took the ad down (licence expired or cancelled). */
  'adSuspended',
  /** The ad expires soon unless its owner confirms it is still available (AD_EXPIRY_REMINDER_DAYS). */
  'adExpiring',
  /** The ad reached its maximum age (AD_MAX_AGE_DAYS) and left the public pages; its owner can renew it. */
  'adExpired',
  'adChangesRequested',
  /** A message from the back-office to many users; about no ad. */
  'broadcast',
  /** A newly approved ad matches a saved search that alerts instantly. */
  'savedSearchMatch',
  /** A published ad matching a saved search that alerts instantly became cheaper. */
  'savedSearchPriceDrop',
  /** The daily or weekly digest of a saved search, for a user without an email address. */
  'savedSearchDigest',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

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
    /**
     * Saved-search alerts: the site path that stops this search's alerts without signing in (a
     * signed link), and the path of the search's results.
     */
    unsubscribePath: z.string().optional(),
    searchPath: z.string().optional(),
  })
  .register(openApiSchemas, { id: 'Notification' });
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

/**
 * One event of `GET stream` (server-sent events): `id:` is the notification's id, `event:
 * notification`, `data:` this item as JSON, exactly as `GetAll` writes it, in the stream request's
 * language. Comment lines (`: heartbeat`) keep an idle connection open. Reconnecting with
 * `Last-Event-ID` replays the caller's notifications created after that id (the newest 100 at most).
 */
export const notificationStreamEvent = notificationItem;

/**
 * A browser's Web Push subscription as `PushSubscription.toJSON()` gives it. The endpoint must be
 * https on a known push service (the server posts to it); the keys are base64url.
 */
export const pushSubscription = z
  .object({
    endpoint: z.url({ protocol: /^https$/ }).max(2048),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      /** The browser's P-256 public key, uncompressed (65 bytes). */
      p256dh: z.string().regex(/^[A-Za-z0-9_-]{87}=?$/),
      /** The browser's 16-byte authentication secret. */
      auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/),
    }),
  })
  .register(openApiSchemas, { id: 'PushSubscription' });
export type PushSubscriptionInput = z.infer<typeof pushSubscription>;

export const pushSubscriptionBody = z.object({ subscription: pushSubscription });
export const removePushSubscriptionBody = z.object({ endpoint: z.string().min(1).max(2048) });

/** The VAPID public key (base64url) to pass as `applicationServerKey` to `pushManager.subscribe`. */
export const pushPublicKeyAnswer = z.object({ publicKey: z.string() });

export { NOTIFICATION_PAGE_SIZE };
