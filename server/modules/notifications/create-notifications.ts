import type { NotificationType } from '#contract/notifications.js';
import type { Database } from '#server/db/client.js';
import { notifications, type NotificationRow } from '#server/db/schema/index.js';
import { notifyChannel } from '#server/lib/database-channel.js';
import { announce } from '#server/lib/domain-events.js';
import type { NotificationParams } from './notification-params.js';
import { NOTIFICATIONS_CREATED } from './notifications-created.js';

/** What happened: a notification's type and the parameters of its text. */
export type Notice = {
  [T in NotificationType]: { type: T; params: NotificationParams<T> };
}[NotificationType];

/** One notification to write: who gets it, what happened, and the ad the panel opens. */
export type NewNotification = Notice & { userId: string; propertyId: number | null; category: number | null };

const ROWS_PER_INSERT = 1000;
/** `pg_notify` payloads stop at 8000 bytes: 500 ids of up to 10 digits and a comma fit. */
const IDS_PER_NOTICE = 500;

/** Where new notifications are announced: the payload is their ids, comma-separated. */
export const NOTIFICATIONS_CHANNEL = 'manzil_notifications';

type Writer = Pick<Database, 'insert' | 'select' | 'update' | 'execute'>;

/**
 * The only writer of notifications: every event goes through here, inside the caller's transaction,
 * so a notification exists exactly when its event does. The same transaction announces them
 * (NOTIFICATIONS_CREATED: the push module queues a job for each subscribed browser) and sends their
 * ids with `pg_notify`, which reaches the listeners of every server process only when, and if, the
 * event commits (docs/decisions/0007-live-notifications.md).
 */
export async function createNotifications(
  db: Writer,
  now: Date,
  items: readonly NewNotification[],
): Promise<NotificationRow[]> {
  const created: NotificationRow[] = [];
  for (let start = 0; start < items.length; start += ROWS_PER_INSERT) {
    const rows = items.slice(start, start + ROWS_PER_INSERT).map((item) => ({
      userId: item.userId,
      type: item.type,
      params: item.params,
      propertyId: item.propertyId,
      category: item.category,
      createdAt: now,
    }));
    const inserted = await db.insert(notifications).values(rows).returning();
    await announce(db, now, NOTIFICATIONS_CREATED, inserted);
    created.push(...inserted);
  }
  for (let start = 0; start < created.length; start += IDS_PER_NOTICE) {
    const ids = created.slice(start, start + IDS_PER_NOTICE).map((row) => row.id);
    await notifyChannel(db, NOTIFICATIONS_CHANNEL, ids.join(','));
  }
  return created;
}
