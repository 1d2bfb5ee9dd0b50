import type { NotificationType } from '../../../contract/notifications.js';
import type { Database } from '../../db/client.js';
import { notifications, type NotificationRow } from '../../db/schema/index.js';
import type { NotificationParams } from './notification-params.js';

/** One notification to write: who gets it, what happened, and the ad the panel opens. */
export type NewNotification = {
  [T in NotificationType]: {
    userId: string;
    type: T;
    params: NotificationParams<T>;
    propertyId: number | null;
    category: number | null;
  };
}[NotificationType];

const ROWS_PER_INSERT = 1000;

/**
 * The only writer of notifications: every event goes through here, inside the caller's transaction,
 * so a notification exists exactly when its event does. Live delivery (server-sent events fed by
 * PostgreSQL LISTEN/NOTIFY, Web Push) hooks in here: a `pg_notify` in the same transaction reaches
 * listeners only if the event commits.
 */
export async function createNotifications(
  db: Pick<Database, 'insert'>,
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
    created.push(...(await db.insert(notifications).values(rows).returning()));
  }
  return created;
}
