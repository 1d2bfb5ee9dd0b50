import { and, eq, or } from 'drizzle-orm';
import type { DashboardMessageListQuery } from '#contract/dashboard/abuse.js';
import type { AppDeps } from '#server/deps.js';
import { propertyMessages as m } from '#server/db/schema/index.js';
import { equalsIfGiven, hasValue } from '#server/lib/optional-filters.js';
import { rowCount } from '#server/lib/paging.js';
import { containsText } from '#server/lib/substring-filters/contains-text.js';
import { byAge, pagedStaffList } from '../shared/paged-staff-list.js';
import { receivers, selectMessages, senders, toDashboardMessage } from './abuse-view.js';

const orders = byAge(m);

/** Every property message, hidden ones included, newest first by default. */
export async function listDashboardMessages(deps: AppDeps, query: DashboardMessageListQuery) {
  return pagedStaffList(deps.db, query, {
    rows: selectMessages(deps.db),
    counted: deps.db
      .select(rowCount)
      .from(m)
      .innerJoin(senders, eq(senders.id, m.senderId))
      .innerJoin(receivers, eq(receivers.id, m.receiverId))
      .$dynamic(),
    where: and(
      containsText([m.body, senders.fullName, receivers.fullName], query.Query),
      equalsIfGiven(m.propertyId, query.PropertyId),
      query.UserId === undefined
        ? undefined
        : or(eq(m.senderId, query.UserId), eq(m.receiverId, query.UserId)),
      hasValue(m.hiddenAt, query.Hidden),
    ),
    orderBy: orders[query.SortBy ?? 'newest'],
    toItem: toDashboardMessage,
  });
}
