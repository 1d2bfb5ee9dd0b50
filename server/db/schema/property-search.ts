import { sql } from 'drizzle-orm';
import { boolean, customType, doublePrecision, index, integer, pgTable, smallint } from 'drizzle-orm/pg-core';
import { properties } from './properties.js';
import { money, stamp } from './columns.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One narrow row per published ad, with everything the public search filters, sorts and matches on
 * (docs/decisions/0004-search-at-scale.md). Database triggers keep it in step with `properties` and
 * the detail tables in the writing transaction; code never writes it.
 */
export const propertySearch = pgTable(
  'property_search',
  {
    id: integer('id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    category: smallint('category').notNull(),
    transactionTypeId: integer('transaction_type_id').notNull(),
    propertyTypeId: integer('property_type_id').notNull(),
    regionId: integer('region_id').notNull(),
    cityId: integer('city_id').notNull(),
    price: money('price').notNull(),
    area: doublePrecision('area').notNull(),
    bedrooms: smallint('bedrooms'),
    bathrooms: smallint('bathrooms'),
    industryTypeId: integer('industry_type_id'),
    isFeatured: boolean('is_featured').notNull(),
    agentId: integer('agent_id'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    publishedAt: stamp('published_at').notNull(),
    /** Weighted lexemes: A titles and type, B place, C descriptions. */
    document: tsvector('document').notNull(),
  },
  // The sort indexes (each order alone, after the category, after the property type; newest after the
  // region and after the city; price after the transaction, alone and within a city or a region; each
  // order after the property type within a city) also carry every filter column (INCLUDE, migrations
  // 0014, 0015, 0017, 0033 and 0035; drizzle cannot declare it), so a search walks an order without
  // reading the table (search/first-matches.ts).
  (t) => [
    index('property_search_newest_idx').on(t.publishedAt.desc(), t.id.desc()),
    index('property_search_category_newest_idx').on(t.category, t.publishedAt.desc(), t.id.desc()),
    index('property_search_price_idx').on(t.price, t.id),
    index('property_search_category_price_idx').on(t.category, t.price, t.id),
    index('property_search_area_idx').on(t.area, t.id),
    index('property_search_category_area_idx').on(t.category, t.area, t.id),
    index('property_search_region_newest_idx').on(t.regionId, t.publishedAt.desc(), t.id.desc()),
    index('property_search_city_newest_idx').on(t.cityId, t.publishedAt.desc(), t.id.desc()),
    index('property_search_type_newest_idx').on(t.propertyTypeId, t.publishedAt.desc(), t.id.desc()),
    index('property_search_type_price_idx').on(t.propertyTypeId, t.price, t.id),
    index('property_search_type_area_idx').on(t.propertyTypeId, t.area, t.id),
    index('property_search_transaction_price_idx').on(t.transactionTypeId, t.price, t.id),
    index('property_search_transaction_city_price_idx').on(t.transactionTypeId, t.cityId, t.price, t.id),
    index('property_search_transaction_region_price_idx').on(t.transactionTypeId, t.regionId, t.price, t.id),
    index('property_search_type_city_newest_idx').on(
      t.propertyTypeId,
      t.cityId,
      t.publishedAt.desc(),
      t.id.desc(),
    ),
    index('property_search_type_city_price_idx').on(t.propertyTypeId, t.cityId, t.price, t.id),
    index('property_search_type_city_area_idx').on(t.propertyTypeId, t.cityId, t.area, t.id),
    index('property_search_featured_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.isFeatured}`),
    index('property_search_agent_idx').on(t.agentId),
    index('property_search_location_idx').on(t.latitude, t.longitude),
    // The points of given ads, for clustering the search window on the map (map/window-cells.ts).
    index('property_search_points_idx').on(t.id),
    index('property_search_document_idx').using('gin', t.document),
    // Words in one category: a word common in the other (industrial in a residential search) is
    // matched among this category's ads alone.
    index('property_search_residence_document_idx')
      .using('gin', t.document)
      .where(sql`${t.category} = 1`),
    index('property_search_industry_document_idx')
      .using('gin', t.document)
      .where(sql`${t.category} = 2`),
  ],
);
