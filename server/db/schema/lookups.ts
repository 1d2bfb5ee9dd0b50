import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { lookupNames } from '#contract/lookups.js';
import { stamp } from './columns.js';

export const LOOKUP_KINDS = lookupNames;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

/**
 * The eight lookup lists share one table: the same shape (Arabic and English names, order, hidden)
 * and one set of use cases. Property types carry a category; cities are regions with a parent.
 */
export const lookups = pgTable(
  'lookups',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: LOOKUP_KINDS }).notNull(),
    key: text('key'),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    category: smallint('category'),
    parentId: integer('parent_id'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    hidden: boolean('hidden').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: stamp('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    foreignKey({ columns: [table.parentId], foreignColumns: [table.id] }).onDelete('restrict'),
    index('lookups_kind_order_idx').on(table.kind, table.sortOrder),
    index('lookups_parent_idx').on(table.parentId),
    uniqueIndex('lookups_kind_key_idx').on(table.kind, table.key),
  ],
);

export type LookupRow = typeof lookups.$inferSelect;
