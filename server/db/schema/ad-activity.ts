import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
 * The daily roll-up of `ad_activity`: how many visitors did each kind of thing to an ad on a day.
 * Written by the roll-up job for whole days (a rerun writes the same numbers); the desk reads it, and
 * today's raw rows, instead of millions of events.
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
    // The desk (ADR 0040): an ad's days and counts read from the index alone (an index-only scan),
    // without visiting rows that the roll-up wrote a day at a time all over the table.
    index('ad_activity_days_property_counts_idx').on(t.propertyId, t.day, t.kind, t.visitors),
    check('ad_activity_days_kind', kindIsKnown('kind')),
  ],
);
