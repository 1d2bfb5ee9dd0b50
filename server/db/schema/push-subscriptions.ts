import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { notifications } from './notifications.js';
import { sessions } from './sessions.js';
import { identityId, stamp, writtenAt } from './columns.js';
import { userLink } from './user-link.js';

/**
 * A browser's Web Push subscription, saved by a signed-in user. It belongs to the session it was saved
 * in: pushes go only to subscriptions of open sessions, so signing out (or being blocked) stops them
 * on that browser. The same browser saved again (same endpoint) moves to the new user and session.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: identityId(),
    userId: userLink('user_id'),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** The push service's URL for this browser; a capability, never logged. */
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url), needed to encrypt for it. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    ...writtenAt(),
  },
  (t) => [
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

/**
 * No longer written: pushes are jobs of the `push` queue (ADR 0013). The previous release still
 * writes and reads it while a rolling upgrade runs both; a later migration drops it.
 */
export const pushOutbox = pgTable('push_outbox', {
  notificationId: integer('notification_id')
    .primaryKey()
    .references(() => notifications.id, { onDelete: 'cascade' }),
  createdAt: stamp('created_at').notNull(),
});

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
