import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Who has been counted as a viewer of an ad on a UTC day (ADR 0018, "Views"): the key that makes
 * `properties.views` count each visitor once per ad per day, on every instance alike. A visitor is
 * `u:` + a user id, or `v:` + a keyed hash of their address and browser. No foreign key: the rows are
 * a day's bookkeeping, purged two days later, and a view must never fail because its ad went.
 */
export const propertyViewVisitors = pgTable(
  'property_view_visitors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    propertyId: integer('property_id').notNull(),
    visitorKey: text('visitor_key').notNull(),
  },
  // Day first: the purge deletes whole days through the key.
  (t) => [primaryKey({ columns: [t.day, t.propertyId, t.visitorKey] })],
);
