import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { adActivityKinds } from '#contract/ad-activity.js';

const kindIsKnown = (column: string) =>
  sql.raw(`${column} in (${adActivityKinds.map((kind) => `'${kind}'`).join(', ')})`);

/**
 * Who did what to an ad on a UTC day (ADR 0040): the raw events behind the advertiser's desk, one row
 * per visitor, ad, kind and day, so a visitor counts once however often they come back. A visitor is
 * `u:` + a user id or `v:` + a keyed hash of their address and browser: no phone or address is kept.
 * No foreign key: a count must never fail because its ad went. Purged after AD_ACTIVITY_KEEP_DAYS.
 */
export const adActivity = pgTable(
  'ad_activity',
  {
    day: date('day', { mode: 'string' }).notNull(),
    propertyId: integer('property_id').notNull(),
    kind: text('kind').notNull(),
    visitorKey: text('visitor_key').notNull(),
  },
  // Day first: the roll-up reads and the purge deletes whole days through the key.
  (t) => [
    primaryKey({ columns: [t.day, t.propertyId, t.kind, t.visitorKey] }),
    check('ad_activity_kind', kindIsKnown('kind')),
  ],
);

/**
 * How many visitors did each kind of thing to an ad on a day (ADR 0040, "Cost"): every write of raw
 * events adds the rows it inserted to their day at once (today is live), and the daily roll-up counts
 * closed days again from the raw events (a correction; a rerun writes the same numbers). The desk
 * reads it instead of millions of events.
 */
export const adActivityDays = pgTable(
  'ad_activity_days',
  {
    propertyId: integer('property_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.day, t.kind] }),
    index('ad_activity_days_day_idx').on(t.day),
    // No index holds `visitors`: a flush's update of today's count is then a heap-only (HOT) update
    // on its own page (the table's fillfactor leaves room, migration 0048), not new index entries
    // and dead rows that readers of today step over (ADR 0040, "Cost").
    check('ad_activity_days_kind', kindIsKnown('kind')),
  ],
);

/**
 * `ad_activity_days` summed per advertiser (ADR 0040, "Cost"): the visitors of the ads the owner
 * held, in the office (0: none) the ad was in, when the events came. Added to with every write of raw
 * events; the roll-up rewrites a closed day it corrects from `ad_activity_days` and the ads' owners
 * then. The desk's totals and daily chart for an advertiser, an office and an office's agent read it:
 * a few thousand rows a request, however many ads and events.
 */
export const advertiserActivityDays = pgTable(
  'advertiser_activity_days',
  {
    officeId: integer('office_id').notNull().default(0),
    ownerId: uuid('owner_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.officeId, t.ownerId, t.day, t.kind] }),
    index('advertiser_activity_days_owner_idx').on(t.ownerId, t.day),
    // An office's days read from the index alone (the key's order puts each owner's whole history first).
    index('advertiser_activity_days_office_counts_idx').on(t.officeId, t.day, t.ownerId, t.kind, t.visitors),
    check('advertiser_activity_days_kind', kindIsKnown('kind')),
  ],
);

/**
 * Each ad's visitors of each kind over the closed days of the desk's periods (ADR 0040, "Cost"):
 * `days` 7, 30 or 90 ending yesterday (the period without today), for the ads with activity in the
 * last 90 days, with the ad's office and owner (kept current: an ad never changes office, and its
 * owner changes only when an agent leaves, which the module follows). Rewritten whole by the daily
 * roll-up; the desk's ads list and CSV sort by it and add today's live counts from `ad_activity_days`.
 */
export const adActivityTotals = pgTable(
  'ad_activity_totals',
  {
    propertyId: integer('property_id').notNull(),
    days: smallint('days').notNull(),
    kind: text('kind').notNull(),
    visitors: integer('visitors').notNull(),
    officeId: integer('office_id'),
    ownerId: uuid('owner_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.days, t.kind] }),
    // An office's or an advertiser's totals of a period read from the index alone: a range of its own
    // rows (a kind's for the list's order, every kind's for the CSV), not a probe per ad.
    index('ad_activity_totals_office_idx')
      .on(t.officeId, t.days, t.kind, t.propertyId, t.visitors)
      .where(sql`${t.officeId} is not null`),
    index('ad_activity_totals_owner_idx').on(t.ownerId, t.days, t.kind, t.propertyId, t.visitors),
    check('ad_activity_totals_days', sql`${t.days} in (7, 30, 90)`),
    check('ad_activity_totals_kind', kindIsKnown('kind')),
  ],
);
