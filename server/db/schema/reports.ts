import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { reportDecisions, reportKinds, reportReasons } from '#contract/reports.js';
import { properties } from './properties.js';
import { staff } from './staff.js';
import { users } from './users.js';

/**
 * One reporter's report of an ad, a review or a message (ADR 0019, "Who counts as a reporter"): an
 * established account, or a network source (an IPv4 address or an IPv6 /64) for visitors and fresh
 * accounts, known only by a keyed hash (`reporterKey`); reporting the same item again updates the row.
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
    /** `u:<user id>` or `v:<hmac of the network source>`: one report per reporter per item. */
    reporterKey: text('reporter_key').notNull(),
    /** What the report counts toward holding an ad: 1 for an established account, less for the others. */
    weight: doublePrecision('weight').notNull().default(1),
    reason: text('reason', { enum: reportReasons }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    decision: text('decision', { enum: reportDecisions }),
    resolvedBy: uuid('resolved_by').references(() => staff.id, { onDelete: 'set null' }),
    /**
     * When staff first decided this reporter's report of the item. Kept when the reporter reports
     * again: their report reaches the queue, but never again counts toward holding the ad.
     */
    decidedOnceAt: timestamp('decided_once_at', { withTimezone: true }),
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
