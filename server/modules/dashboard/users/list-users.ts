import { and, asc, desc, like, or, sql } from 'drizzle-orm';
import type { UserListQuery } from '#contract/dashboard/users.js';
import type { AppDeps } from '#server/deps.js';
import { users } from '#server/db/schema/index.js';
import { toLatinDigits } from '#server/lib/digits.js';
import { hasValue } from '#server/lib/optional-filters.js';
import { containsText } from '#server/lib/substring-filters/contains-text.js';
import { byAge, pagedStaffList } from '../shared/paged-staff-list.js';
import { selectUsers, toDashboardUser } from './user-view.js';

const orders = {
  ...byAge(users),
  nameAsc: [sql`lower(${users.fullName}) asc nulls last`, asc(users.id)],
  nameDesc: [sql`lower(${users.fullName}) desc nulls last`, desc(users.id)],
};

/** Phones are stored as +9665…: `0501…`, `٠٥٠١…` and `+966 50 1…` all find them. */
function phoneMatch(query: string | undefined) {
  const digits = toLatinDigits(query ?? '')
    .replace(/\D/g, '')
    .replace(/^0+/, '');
  return digits.length >= 3 ? like(users.phoneNumber, `%${digits}%`) : undefined;
}

/** Website users, newest first by default; `Query` matches name, email or phone. */
export async function listUsers(deps: AppDeps, query: UserListQuery) {
  return pagedStaffList(deps.db, query, {
    rows: selectUsers(deps.db),
    counted: users,
    where: and(
      or(containsText([users.fullName, users.email], query.Query), phoneMatch(query.Query)),
      hasValue(users.blockedAt, query.IsBlocked),
    ),
    orderBy: orders[query.SortBy ?? 'newest'],
    toItem: (row) => toDashboardUser(row, deps.storage),
  });
}
