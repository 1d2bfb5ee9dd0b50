import { and, asc, desc, isNotNull, isNull, like, or, sql } from 'drizzle-orm';
import type { UserListQuery } from '#contract/dashboard/users.js';
import type { AppDeps } from '#server/deps.js';
import { users } from '#server/db/schema/index.js';
import { containsText } from '#server/lib/substring-filters/contains-text.js';
import { toLatinDigits } from '#server/lib/digits.js';
import { selectUsers, toDashboardUser } from './user-view.js';
import { pagedList, rowCount } from '#server/lib/paging.js';

const orders = {
  newest: [desc(users.createdAt), desc(users.id)],
  oldest: [asc(users.createdAt), asc(users.id)],
  nameAsc: [sql`lower(${users.fullName}) asc nulls last`, asc(users.id)],
  nameDesc: [sql`lower(${users.fullName}) desc nulls last`, desc(users.id)],
} as const;

/** Phones are stored as +9665…: `0501…`, `٠٥٠١…` and `+966 50 1…` all find them. */
function phoneMatch(query: string | undefined) {
  const digits = toLatinDigits(query ?? '')
    .replace(/\D/g, '')
    .replace(/^0+/, '');
  return digits.length >= 3 ? like(users.phoneNumber, `%${digits}%`) : undefined;
}

/** Website users, newest first by default; `Query` matches name, email or phone. */
export async function listUsers(deps: AppDeps, query: UserListQuery) {
  const where = and(
    or(containsText([users.fullName, users.email], query.Query), phoneMatch(query.Query)),
    query.IsBlocked === undefined
      ? undefined
      : query.IsBlocked
        ? isNotNull(users.blockedAt)
        : isNull(users.blockedAt),
  );
  return pagedList(
    query,
    (limit, offset) =>
      selectUsers(deps.db)
        .where(where)
        .orderBy(...orders[query.SortBy ?? 'newest'])
        .limit(limit)
        .offset(offset),
    () => deps.db.select(rowCount).from(users).where(where),
    (row) => toDashboardUser(row, deps.storage),
  );
}
