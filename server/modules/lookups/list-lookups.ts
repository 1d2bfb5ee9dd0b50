import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { LookupItem } from '#contract/lookups.js';
import type { AppDeps } from '#server/deps.js';
import { lookups, type LookupKind, type LookupRow } from '#server/db/schema/index.js';
import { localName } from '#server/lib/i18n/localize.js';
import type { Language } from '#contract/common.js';
import { pagedList, rowCount } from '#server/lib/paging.js';

interface LookupQuery {
  PageSize: number;
  PageNumber: number;
  Query?: string | undefined;
  Category?: number | undefined;
  ParentId?: number | undefined;
}

export function toLookupItem(row: LookupRow, language: Language): LookupItem {
  return {
    id: row.id,
    key: row.key,
    name: localName(row, language),
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    category: row.category,
    parentId: row.parentId,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** Visible entries of one lookup list, in staff order; regions take ParentId, property types Category. */
export async function listLookups(deps: AppDeps, kind: LookupKind, query: LookupQuery, language: Language) {
  const conditions: (SQL | undefined)[] = [eq(lookups.kind, kind), eq(lookups.hidden, false)];
  if (query.Category !== undefined) conditions.push(eq(lookups.category, query.Category));
  if (query.ParentId !== undefined) conditions.push(eq(lookups.parentId, query.ParentId));
  if (query.Query) {
    const pattern = `%${query.Query.replace(/[\\%_]/g, '\\$&')}%`;
    conditions.push(or(ilike(lookups.nameAr, pattern), ilike(lookups.nameEn, pattern)));
  }
  const where = and(...conditions);
  return pagedList(
    query,
    (limit, offset) =>
      deps.db
        .select()
        .from(lookups)
        .where(where)
        // Each region, then its cities, in staff order.
        .orderBy(
          sql`coalesce(${lookups.parentId}, ${lookups.id})`,
          sql`${lookups.parentId} nulls first`,
          asc(lookups.sortOrder),
          asc(lookups.id),
        )
        .limit(limit)
        .offset(offset),
    () => deps.db.select(rowCount).from(lookups).where(where),
    (row) => toLookupItem(row, language),
  );
}
