import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { feedRunSources, feedRunStates, type FeedCounts, type FeedReportRow } from '#contract/feeds.js';
import { identityId, stamp, writtenAt } from './columns.js';
import { offices } from './offices.js';
import { propertyLink } from './property-link.js';
import { users } from './users.js';
import { userLink } from './user-link.js';

/**
 * An office's saved feed URL (docs/decisions/0040-the-advertisers-desk.md, "Bulk feeds"): re-read on FEED_SYNC_CRON as a
 * full feed, acting for the person who saved it (who must still be its owner or a manager).
 */
export const officeFeeds = pgTable('office_feeds', {
  officeId: integer('office_id')
    .primaryKey()
    .references(() => offices.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  savedBy: userLink('saved_by'),
  ...writtenAt(),
});

/** What each of an office's references became: its ad, and the hash of what the feed last said of it. */
export const feedListings = pgTable(
  'feed_listings',
  {
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    propertyId: propertyLink('property_id').unique(),
    contentHash: text('content_hash'),
    /** The photos' URLs, in order, as the feed last gave them (the export gives them back). */
    photoUrls: jsonb('photo_urls').$type<string[]>().notNull(),
    /** Taken off the site because a full feed no longer had it. */
    withdrawn: boolean('withdrawn').notNull().default(false),
    /** What the last photo fetch could not take, per URL (a message key each). */
    photoProblems: jsonb('photo_problems').$type<{ url: string; key: string }[]>(),
    photosFetchedAt: stamp('photos_fetched_at'),
    ...writtenAt(),
  },
  (table) => [primaryKey({ columns: [table.officeId, table.reference] })],
);

export type FeedListingRow = typeof feedListings.$inferSelect;

/** One import: its dry run's report, then what applying it did. */
export const feedRuns = pgTable(
  'feed_runs',
  {
    id: identityId(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    source: text('source', { enum: feedRunSources }).notNull(),
    format: text('format', { enum: ['xml', 'csv'] }).notNull(),
    /** A full feed withdraws the office's imported listings it does not name. */
    full: boolean('full').notNull(),
    state: text('state', { enum: feedRunStates }).notNull(),
    /** The listings as read, kept from the dry run for its apply (emptied once it is applied or superseded). */
    listings: jsonb('listings').$type<Record<string, unknown>[]>().notNull(),
    report: jsonb('report').$type<FeedReportRow[]>().notNull(),
    counts: jsonb('counts').$type<FeedCounts>().notNull(),
    /** Why the whole run failed (a message key), when it did. */
    failure: text('failure'),
    createdAt: stamp('created_at')
      .notNull()
      .default(sql`now()`),
    appliedAt: stamp('applied_at'),
    finishedAt: stamp('finished_at'),
  },
  (table) => [index('feed_runs_office_idx').on(table.officeId, table.id)],
);

export type FeedRunRow = typeof feedRuns.$inferSelect;
