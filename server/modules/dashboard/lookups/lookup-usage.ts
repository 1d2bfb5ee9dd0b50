import { sql, type SQL } from 'drizzle-orm';
import type { LookupKind } from '#server/db/schema/index.js';

/** `$id` is the outer row, qualified by hand: with a single-table FROM drizzle leaves `id` bare. */
const count = (from: string, where: string) =>
  sql.raw(`(select count(*) from ${from} where ${where.replaceAll('$id', '"lookups"."id"')})`);

/** How many ads use an entry of this list, by the columns that can hold it. */
const usageByKind: Record<LookupKind, SQL> = {
  transactiontype: count('properties p', 'p.transaction_type_id = $id'),
  propertytype: count('properties p', 'p.property_type_id = $id'),
  region: count('properties p', 'p.region_id = $id or p.city_id = $id'),
  floor: count('residence_details r', 'r.floor_id = $id'),
  buildtype: count('residence_details r', 'r.build_type_id = $id'),
  industrytype: count('industry_details d', 'd.industry_type_id = $id'),
  relaxmedia: count('property_features f', 'f.lookup_id = $id'),
  industryfeature: count('property_features f', 'f.lookup_id = $id'),
};

export const usageCountOf = (kind: LookupKind) => sql<number>`${usageByKind[kind]}`.mapWith(Number);

/** How many cities a region entry has. */
export const childCount = sql<number>`${count('lookups c', 'c.parent_id = $id')}`.mapWith(Number);
