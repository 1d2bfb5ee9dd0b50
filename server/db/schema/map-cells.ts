import { bigint, doublePrecision, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * The map's pre-aggregate (docs/decisions/0005-map-clusters.md): published ads counted per web-mercator
 * grid cell at a few levels (`MAP_CELL_LEVELS`) and per value of every filter it can hold. Triggers on
 * `property_search` keep it in step in the writing transaction; code never writes it.
 */
export const mapCells = pgTable(
  'map_cells',
  {
    /** The grid has 2^level cells a side over the whole mercator world. */
    level: smallint('level').notNull(),
    cellX: integer('cell_x').notNull(),
    cellY: integer('cell_y').notNull(),
    category: smallint('category').notNull(),
    transactionTypeId: integer('transaction_type_id').notNull(),
    propertyTypeId: integer('property_type_id').notNull(),
    regionId: integer('region_id').notNull(),
    cityId: integer('city_id').notNull(),
    ads: integer('ads').notNull(),
    sumLat: doublePrecision('sum_lat').notNull(),
    sumLng: doublePrecision('sum_lng').notNull(),
    /** The sum of the ads' ids: when a cell holds one ad, its id. */
    sumId: bigint('sum_id', { mode: 'number' }).notNull(),
    /**
     * Where the cell's ads lie, to zoom into. Writes only widen it (an ad leaving does not shrink it),
     * so it may be wider than its ads until the cell empties or is rebuilt; it never leaves the cell.
     */
    minLat: doublePrecision('min_lat').notNull(),
    maxLat: doublePrecision('max_lat').notNull(),
    minLng: doublePrecision('min_lng').notNull(),
    maxLng: doublePrecision('max_lng').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'map_cells_pk',
      columns: [
        t.level,
        t.cellX,
        t.cellY,
        t.category,
        t.transactionTypeId,
        t.propertyTypeId,
        t.regionId,
        t.cityId,
      ],
    }),
  ],
);
