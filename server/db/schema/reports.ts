import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { reportDecisions, reportKinds, reportReasons } from '#contract/reports.js';
import { staff } from './staff.js';
import { users } from './users.js';
import { identityId, stamp, writtenAt } from './columns.js';
import { propertyLink } from './property-link.js';
import { userLink } from './user-link.js';

/**
 * One reporter's report of an ad, a review or a message (ADR 0019, "Who counts as a reporter"): an
 * established account, or a network source (an IPv4 address or an IPv6 /64) for visitors and fresh
 * accounts, known only by a keyed hash (`reporterKey`); reporting the same item again updates the row.
 * A staff decision resolves every open report of the item; a later report opens it again.
 */
export const reports = pgTable(
  'reports',
  {
    id: identityId(),
    kind: text('kind', { enum: reportKinds }).notNull(),
    /** The ad's, review's or message's id. */
    targetId: integer('target_id').notNull(),
    /** The ad the item belongs to (the ad itself for an ad). */
    propertyId: propertyLink('property_id'),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'cascade' }),
    /** `u:<user id>` or `v:<hmac of the network source>`: one report per reporter per item. */
    reporterKey: text('reporter_key').notNull(),
    /** What the report counts toward holding an ad: 1 for an established account, less for the others. */
    weight: doublePrecision('weight').notNull().default(1),
    reason: text('reason', { enum: reportReasons }).notNull(),
    note: text('note'),
    ...writtenAt(),
    resolvedAt: stamp('resolved_at'),
    decision: text('decision', { enum: reportDecisions }),
    resolvedBy: uuid('resolved_by').references(() => staff.id, { onDelete: 'set null' }),
    /**
     * When staff first decided this reporter's report of the item. Kept when the reporter reports
     * again: their report reaches the queue, but never again counts toward holding the ad.
     */
    decidedOnceAt: stamp('decided_once_at'),
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
    propertyId: propertyLink('property_id'),
    userId: userLink('user_id'),
    confirmedAt: stamp('confirmed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.userId] })],
);
