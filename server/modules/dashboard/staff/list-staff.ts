import { and, asc, desc, sql } from 'drizzle-orm';
import type { StaffListQuery } from '#contract/dashboard/staff.js';
import type { AppDeps } from '#server/deps.js';
import { staff } from '#server/db/schema/index.js';
import { equalsIfGiven, hasValue } from '#server/lib/optional-filters.js';
import { containsText } from '#server/lib/substring-filters/contains-text.js';
import { byAge, pagedStaffList } from '../shared/paged-staff-list.js';
import { selectStaff, toStaffMember } from './staff-view.js';

const orders = {
  ...byAge(staff),
  nameAsc: [asc(sql`lower(${staff.fullName})`), asc(staff.id)],
  nameDesc: [desc(sql`lower(${staff.fullName})`), desc(staff.id)],
  emailAsc: [asc(staff.email)],
  emailDesc: [desc(staff.email)],
};

/** Staff members, newest first by default; `Query` matches part of the name or email. */
export async function listStaff(deps: AppDeps, query: StaffListQuery) {
  return pagedStaffList(deps.db, query, {
    rows: selectStaff(deps.db),
    counted: staff,
    where: and(
      containsText([staff.fullName, staff.email], query.Query),
      equalsIfGiven(staff.roleId, query.RoleId),
      hasValue(staff.blockedAt, query.IsBlocked),
    ),
    orderBy: orders[query.SortBy ?? 'newest'],
    toItem: toStaffMember,
  });
}
