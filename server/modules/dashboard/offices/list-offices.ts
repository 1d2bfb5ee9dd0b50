import { and, asc, desc, sql } from 'drizzle-orm';
import type { OfficeListQuery, OfficeSortOrder } from '#contract/dashboard/offices.js';
import type { AppDeps } from '#server/deps.js';
import { offices } from '#server/db/schema/index.js';
import { equalsIfGiven } from '#server/lib/optional-filters.js';
import { containsText } from '#server/lib/substring-filters/contains-text.js';
import { byAge, pagedStaffList } from '../shared/paged-staff-list.js';
import { licenceStateIs, selectOffices, toOfficeListItem } from './office-view.js';

const orders: Record<OfficeSortOrder, ReturnType<typeof byAge>['newest']> = {
  ...byAge(offices),
  nameAsc: [asc(sql`lower(${offices.nameEn})`), asc(offices.id)],
  nameDesc: [desc(sql`lower(${offices.nameEn})`), desc(offices.id)],
};

/** Offices in every status, newest first by default; `Query` matches a name or the FAL number. */
export async function listDashboardOffices(deps: Pick<AppDeps, 'db' | 'clock'>, query: OfficeListQuery) {
  const now = deps.clock.now();
  return pagedStaffList(deps.db, query, {
    rows: selectOffices(deps.db),
    counted: offices,
    where: and(
      containsText([offices.nameAr, offices.nameEn, offices.falNumber], query.Query),
      equalsIfGiven(offices.status, query.Status),
      query.LicenceState ? licenceStateIs(query.LicenceState, now) : undefined,
    ),
    orderBy: orders[query.SortBy ?? 'newest'],
    toItem: (row) => toOfficeListItem(row.office, row.membersCount, now),
  });
}
