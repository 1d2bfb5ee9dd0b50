import { date, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * Where each published ad stands among similar published ads (same city, property type and
 * transaction; ADR 0040 "Listing performance"): by views over the 30 closed days before `computedOn`,
 * and by price per m². Rebuilt whole by the daily `insights-similar-ranks` job, so the desk reads a
 * page's ranks by primary key instead of counting a city's views for every request. No foreign key:
 * the table is rewritten each day, and a rank of an ad gone since is never read.
 */
export const adSimilarRanks = pgTable('ad_similar_ranks', {
  propertyId: integer('property_id').primaryKey(),
  views: integer('views').notNull(),
  /** 1 = the most viewed; ties share a rank. */
  viewsRank: integer('views_rank').notNull(),
  /** How many similar published ads there are, this one included. */
  similarCount: integer('similar_count').notNull(),
  /** 1 = the cheapest per m² among similar ads in the same currency and rent period; null without a price per m². */
  priceRank: integer('price_rank'),
  /** How many of those have a price per m², this one included. */
  pricedCount: integer('priced_count'),
  computedOn: date('computed_on', { mode: 'string' }).notNull(),
});
