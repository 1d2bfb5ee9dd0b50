import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { alertFrequencies, type SavedSearchFilters } from '#contract/saved-searches.js';
import { money, stamp, writtenAt } from './columns.js';
import { propertyLink } from './property-link.js';
import { userLink } from './user-link.js';

/**
 * A user's saved search: the filters as sent (`filters`) and, written from them by code at every
 * save, the columns the alert matcher reads (docs/decisions/0021-saved-search-alerts.md). The four
 * `*_key` columns are the equality filters with 0 for "any": an ad's candidates are the searches
 * whose keys are each 0 or the ad's value, a few probes of one index.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: userLink('user_id'),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<SavedSearchFilters>().notNull(),
    frequency: text('frequency', { enum: alertFrequencies }).notNull(),
    paused: boolean('paused').notNull().default(false),
    /** When its owner last resumed it: an unsubscribe link made before then no longer pauses it. */
    resumedAt: stamp('resumed_at'),
    ...writtenAt(),
    /** The last digest sent (daily and weekly searches); the next is due a day or a week after. */
    lastDigestAt: stamp('last_digest_at'),
    /** The city, else the region, else 0. */
    placeKey: integer('place_key').notNull(),
    categoryKey: smallint('category_key').notNull(),
    transactionKey: integer('transaction_key').notNull(),
    typeKey: integer('type_key').notNull(),
    regionId: integer('region_id'),
    cityId: integer('city_id'),
    minPrice: money('min_price'),
    maxPrice: money('max_price'),
    minArea: doublePrecision('min_area'),
    maxArea: doublePrecision('max_area'),
    bedrooms: smallint('bedrooms'),
    bathrooms: smallint('bathrooms'),
    industryTypeId: integer('industry_type_id'),
    agentId: integer('agent_id'),
    isFeatured: boolean('is_featured'),
    minLat: doublePrecision('min_lat'),
    maxLat: doublePrecision('max_lat'),
    minLng: doublePrecision('min_lng'),
    maxLng: doublePrecision('max_lng'),
    /** The words as the public search matches them (a tsquery over the ads' lexemes), or null. */
    wordsQuery: text('words_query'),
    /** The drawn area, scaled as PostgreSQL's `polygon` reads it (search-filters.ts `scaledPolygon`). */
    areaPolygon: text('area_polygon'),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt.desc()),
    // INCLUDEs every column the matcher reads (migration 0027; drizzle cannot declare it).
    index('saved_searches_match_idx')
      .on(t.placeKey, t.categoryKey, t.transactionKey, t.typeKey)
      .where(sql`not ${t.paused}`),
  ],
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/**
 * Each ad a saved search alerted of, once per event (`new`, or `drop:<price>` for each lower price):
 * the key that stops a second alert, and the digests' queue (`sent_at` null until a digest sends it).
 */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyId: propertyLink('property_id'),
    event: text('event').notNull(),
    createdAt: stamp('created_at').notNull(),
    sentAt: stamp('sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.propertyId, t.event] }),
    index('saved_search_alerts_pending_idx')
      .on(t.savedSearchId, t.createdAt.desc())
      .where(sql`${t.sentAt} is null`),
    index('saved_search_alerts_property_idx').on(t.propertyId),
  ],
);
