import { desc, eq, sql } from 'drizzle-orm';
import type { NotificationList } from '#contract/notifications.js';
import type { AppDeps } from '#server/deps.js';
import { notifications } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import type { Language } from '#contract/common.js';
import { pagedListWithTotals, rowCount } from '#server/lib/paging.js';
import { toNotificationItem } from './render.js';

interface Paging {
  PageSize: number;
  PageNumber: number;
}

/** The caller's notifications, newest first, written in the request's language, with the unread count. */
export async function listNotifications(
  deps: AppDeps,
  caller: AuthUser,
  paging: Paging,
  language: Language,
): Promise<NotificationList> {
  const mine = eq(notifications.userId, caller.id);
  const { page, totals } = await pagedListWithTotals(
    paging,
    (limit, offset) =>
      deps.db
        .select()
        .from(notifications)
        .where(mine)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset(offset),
    () =>
      deps.db
        .select({
          ...rowCount,
          unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
        })
        .from(notifications)
        .where(mine),
    (row) => toNotificationItem(row, language),
  );
  return { ...page, unreadCount: totals?.unread ?? 0 };
}
