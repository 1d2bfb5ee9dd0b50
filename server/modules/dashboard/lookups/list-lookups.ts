import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DashboardLookupQuery, LookupSortOrder } from '#contract/dashboard/lookups.js';
import type { AppDeps } from '#server/deps.js';
import { lookups, type LookupKind } from '#server/db/schema/index.js';
import { containsText } from '#server/lib/substring-filters/contains-text.js';
import { equalsIfGiven, hasValue } from '#server/lib/optional-filters.js';
import { pagedStaffList } from '../shared/paged-staff-list.js';
import { usageCountOf } from './lookup-usage.js';
import { selectLookups, toDashboardLookup } from './lookup-view.js';

function ordering(kind: LookupKind, sortBy: LookupSortOrder): SQL[] {
  const usage = usageCountOf(kind);
  // In list order, each region comes before its cities, as on the website.
  const grouped =
    kind === 'region'
      ? [sql`coalesce(${lookups.parentId}, ${lookups.id})`, sql`${lookups.parentId} nulls first`]
      : [];
  const orders: Record<LookupSortOrder, SQL[]> = {
    orderAsc: [...grouped, asc(lookups.sortOrder)],
    orderDesc: [desc(lookups.sortOrder)],
    nameArAsc: [asc(lookups.nameAr)],
    nameArDesc: [desc(lookups.nameAr)],
    nameEnAsc: [asc(sql`lower(${lookups.nameEn})`)],
    nameEnDesc: [desc(sql`lower(${lookups.nameEn})`)],
    usageAsc: [asc(usage)],
    usageDesc: [desc(usage)],
    newest: [desc(lookups.createdAt)],
    oldest: [asc(lookups.createdAt)],
  };
  const newestFirst = sortBy === 'newest' || sortBy === 'orderDesc';
  return [...orders[sortBy], newestFirst ? desc(lookups.id) : asc(lookups.id)];
}

/** One lookup list for the back-office, hidden entries included, in list order by default. */
export async function listDashboardLookups(deps: AppDeps, query: DashboardLookupQuery) {
  const kind = query.Kind;
  return pagedStaffList(deps.db, query, {
    rows: selectLookups(deps.db, kind),
    counted: lookups,
    where: and(
      eq(lookups.kind, kind),
      containsText([lookups.nameAr, lookups.nameEn], query.Query),
      equalsIfGiven(lookups.parentId, query.ParentId),
      hasValue(lookups.parentId, query.IsCity),
      equalsIfGiven(lookups.hidden, query.IsHidden),
    ),
    orderBy: ordering(kind, query.SortBy ?? 'orderAsc'),
    toItem: toDashboardLookup,
  });
}
