import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DashboardLookup } from '#contract/dashboard/lookups.js';
import type { Database } from '#server/db/client.js';
import { lookups, type LookupKind, type LookupRow } from '#server/db/schema/index.js';
import { childCount, usageCountOf } from './lookup-usage.js';

const parent = alias(lookups, 'parent');

/** Entries of one list with their region (cities), how many ads use them and how many cities they have. */
export function selectLookups(db: Pick<Database, 'select'>, kind: LookupKind) {
  return db
    .select({
      lookup: lookups,
      parentId: parent.id,
      parentNameAr: parent.nameAr,
      parentNameEn: parent.nameEn,
      usageCount: usageCountOf(kind),
      childCount,
    })
    .from(lookups)
    .leftJoin(parent, eq(parent.id, lookups.parentId))
    .$dynamic();
}

export interface LookupViewRow {
  lookup: LookupRow;
  parentId: number | null;
  parentNameAr: string | null;
  parentNameEn: string | null;
  usageCount: number;
  childCount: number;
}

/** An entry's own fields, as the back office shows them and the log keeps them. */
function entryFields(lookup: LookupRow) {
  return {
    id: lookup.id,
    kind: lookup.kind,
    key: lookup.key,
    nameAr: lookup.nameAr,
    nameEn: lookup.nameEn,
    category: lookup.category,
    parentId: lookup.parentId,
    latitude: lookup.latitude,
    longitude: lookup.longitude,
  };
}

export function toDashboardLookup(row: LookupViewRow): DashboardLookup {
  const { lookup } = row;
  return {
    ...entryFields(lookup),
    parent:
      row.parentId !== null
        ? { id: row.parentId, nameAr: row.parentNameAr ?? '', nameEn: row.parentNameEn ?? '' }
        : null,
    isHidden: lookup.hidden,
    sortOrder: lookup.sortOrder,
    usageCount: row.usageCount,
    childCount: row.childCount,
    createdAt: lookup.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a lookup entry. */
export function lookupSnapshot(lookup: LookupRow) {
  return {
    ...entryFields(lookup),
    hidden: lookup.hidden,
    sortOrder: lookup.sortOrder,
  };
}
