import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { StaffListQuery } from '#contract/dashboard/staff.js';
import type { AppDeps } from '#server/deps.js';
import { staff } from '#server/db/schema/index.js';
import { containsText } from '#server/lib/substring-filters/contains-text.js';
import { selectStaff, toStaffMember } from './staff-view.js';
import { pagedList, rowCount } from '#server/lib/paging.js';

const orders = {
  newest: [desc(staff.createdAt), desc(staff.id)],
  oldest: [asc(staff.createdAt), asc(staff.id)],
  nameAsc: [asc(sql`lower(${staff.fullName})`), asc(staff.id)],
  nameDesc: [desc(sql`lower(${staff.fullName})`), desc(staff.id)],
  emailAsc: [asc(staff.email)],
  emailDesc: [desc(staff.email)],
} as const;

/** Staff members, newest first by default; `Query` matches part of the name or email. */
export async function listStaff(deps: AppDeps, query: StaffListQuery) {
  const where = and(
    containsText([staff.fullName, staff.email], query.Query),
    query.RoleId === undefined ? undefined : eq(staff.roleId, query.RoleId),
    query.IsBlocked === undefined
      ? undefined
      : query.IsBlocked
        ? isNotNull(staff.blockedAt)
        : isNull(staff.blockedAt),
  );
  return pagedList(
    query,
    (limit, offset) =>
      selectStaff(deps.db)
        .where(where)
        .orderBy(...orders[query.SortBy ?? 'newest'])
        .limit(limit)
        .offset(offset),
    () => deps.db.select(rowCount).from(staff).where(where),
    toStaffMember,
  );
}
