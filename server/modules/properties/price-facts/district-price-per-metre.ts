import { and, eq, isNull, sql } from 'drizzle-orm';
import { MIN_AREA_FOR_PRICE_PER_METRE } from '#contract/price-per-metre.js';
import type { Database } from '#server/db/client.js';
import { properties, type PropertyRow } from '#server/db/schema/index.js';

/** Fewer published ads than this in the district say nothing about its prices. */
export const MIN_ADS_FOR_DISTRICT_MEDIAN = 5;

type Ad = Pick<
  PropertyRow,
  'cityId' | 'district' | 'category' | 'transactionTypeId' | 'currency' | 'rentPeriod'
>;

const perMetre = sql`(${properties.price}::double precision / ${properties.area})`;

/**
 * The median price per m² of the published ads of the ad's district (city and district name), of
 * its category and transaction, in its currency and rent period, when at least 5 such ads exist.
 * The conditions are those of `properties_district_price_per_metre_idx`, so the rows are one range
 * of that index (ADR 0023): a district's ads, never the catalogue.
 */
export async function districtPricePerMetre(
  db: Database,
  ad: Ad,
): Promise<{ median: number; count: number } | null> {
  if (!ad.district) return null;
  const [row] = await districtPriceQuery(db, { ...ad, district: ad.district });
  if (!row || row.count < MIN_ADS_FOR_DISTRICT_MEDIAN || row.median === null) return null;
  return { median: Number(row.median), count: row.count };
}

/** The median and count over the district's index range (a statement of its own, for its plan's test). */
export function districtPriceQuery(db: Pick<Database, 'select'>, ad: Ad & { district: string }) {
  return db
    .select({
      median: sql<number | string | null>`percentile_cont(0.5) within group (order by ${perMetre})`,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(properties)
    .where(
      and(
        // Written out, not bound, so the planner matches the partial index's predicate.
        sql`${properties.status} = 'published' and ${properties.district} is not null`,
        sql`${properties.price} > 0 and ${properties.area} >= ${sql.raw(String(MIN_AREA_FOR_PRICE_PER_METRE))}`,
        eq(properties.cityId, ad.cityId),
        eq(properties.district, ad.district),
        eq(properties.category, ad.category),
        eq(properties.transactionTypeId, ad.transactionTypeId),
        eq(properties.currency, ad.currency),
        ad.rentPeriod === null ? isNull(properties.rentPeriod) : eq(properties.rentPeriod, ad.rentPeriod),
      ),
    );
}
