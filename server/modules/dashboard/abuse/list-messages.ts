import { and, asc, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { DashboardMessageListQuery } from '#contract/dashboard/abuse.js';
import type { AppDeps } from '#server/deps.js';
import { propertyMessages as m } from '#server/db/schema/index.js';
import { containsText } from '#server/lib/substring-filters/contains-text.js';
import { receivers, selectMessages, senders, toDashboardMessage } from './abuse-view.js';
import { pagedList, rowCount } from '#server/lib/paging.js';

const orders = {
  newest: [desc(m.createdAt), desc(m.id)],
  oldest: [asc(m.createdAt), asc(m.id)],
} as const;

/** Every property message, hidden ones included, newest first by default. */
export async function listDashboardMessages(deps: AppDeps, query: DashboardMessageListQuery) {
  const where = and(
    containsText([m.body, senders.fullName, receivers.fullName], query.Query),
    query.PropertyId === undefined ? undefined : eq(m.propertyId, query.PropertyId),
    query.UserId === undefined ? undefined : or(eq(m.senderId, query.UserId), eq(m.receiverId, query.UserId)),
    query.Hidden === undefined ? undefined : query.Hidden ? isNotNull(m.hiddenAt) : isNull(m.hiddenAt),
  );
  return pagedList(
    query,
    (limit, offset) =>
      selectMessages(deps.db)
        .where(where)
        .orderBy(...orders[query.SortBy ?? 'newest'])
        .limit(limit)
        .offset(offset),
    () =>
      deps.db
        .select(rowCount)
        .from(m)
        .innerJoin(senders, eq(senders.id, m.senderId))
        .innerJoin(receivers, eq(receivers.id, m.receiverId))
        .where(where),
    toDashboardMessage,
  );
}
