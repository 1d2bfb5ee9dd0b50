import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { reportDecisions, reportKinds, reportReasons } from '#contract/reports.js';
import { properties } from './properties.js';
import { staff } from './staff.js';
import { users } from './users.js';

/**
 * One person's report of an ad, a review or a message. The reporter is a user, or a visitor known
 * only by a keyed hash of their IP (`reporterKey`); reporting the same item again updates the row.
 * A staff decision resolves every open report of the item; a later report opens it again.
 */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: reportKinds }).notNull(),
    /** The ad's, review's or message's id. */
    targetId: integer('target_id').notNull(),
    /** The ad the item belongs to (the ad itself for an ad). */
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'cascade' }),
    /** `u:<user id>` or `v:<hmac of the IP>`: one report per person per item. */
    reporterKey: text('reporter_key').notNull(),
    reason: text('reason', { enum: reportReasons }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    decision: text('decision', { enum: reportDecisions }),
    resolvedBy: uuid('resolved_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reports_item_reporter_idx').on(t.kind, t.targetId, t.reporterKey),
    index('reports_open_item_idx')
      .on(t.kind, t.targetId, t.updatedAt)
      .where(sql`${t.resolvedAt} is null`),
    index('reports_reporter_updated_idx').on(t.reporterKey, t.updatedAt),
    index('reports_property_idx').on(t.propertyId),
  ],
);

export type ReportRow = typeof reports.$inferSelect;

/** People an ad's owner confirmed as their client: they may review the ad without having written. */
export const confirmedClients = pgTable(
  'confirmed_clients',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.userId] })],
);
