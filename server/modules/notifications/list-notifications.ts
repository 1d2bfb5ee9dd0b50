import { count, desc, eq, sql } from 'drizzle-orm';
import type { NotificationList } from '../../../contract/notifications.js';
import { envelope, MAX_OFFSET } from '../../../contract/paging.js';
import type { AppDeps } from '../../deps.js';
import { notifications } from '../../db/schema/index.js';
import type { AuthUser } from '../../lib/auth/authenticate.js';
import { reachableOffset } from '../../lib/errors.js';
import type { Language } from '../../lib/i18n/messages.js';
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
  const [rows, [counts]] = await Promise.all([
    deps.db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(paging.PageSize)
      .offset(reachableOffset(paging, MAX_OFFSET)),
    deps.db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
      })
      .from(notifications)
      .where(mine),
  ]);
  return {
    ...envelope(
      rows.map((row) => toNotificationItem(row, language)),
      counts?.total ?? 0,
      paging.PageSize,
    ),
    unreadCount: counts?.unread ?? 0,
  };
}
