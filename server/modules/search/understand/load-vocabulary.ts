import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { rowsOf } from '#server/db/raw-rows.js';
import { lookups } from '#server/db/schema/index.js';
import { vocabularyOf, type DistrictName, type Vocabulary } from './vocabulary.js';

/**
 * The districts of published ads, one row per city and name: a skip scan of the district index
 * (`properties_district_price_per_metre_idx`, whose conditions it repeats), one index probe per
 * district whatever the number of ads, and one more for its English name.
 */
const districtRows = sql`
  with recursive found as (
    (select city_id, district from properties
      where status = 'published' and district is not null and price > 0 and area >= 1
      order by city_id, district limit 1)
    union all
    select next.city_id, next.district from found, lateral (
      select city_id, district from properties
      where status = 'published' and district is not null and price > 0 and area >= 1
        and (city_id, district) > (found.city_id, found.district)
      order by city_id, district limit 1) next
  )
  select found.city_id as "cityId", found.district as "nameAr", (
    select district_en from properties
    where city_id = found.city_id and district = found.district and status = 'published'
      and district_en is not null and price > 0 and area >= 1
    limit 1) as "nameEn"
  from found`;

/**
 * The query reader's vocabulary from the database: the visible property types, transactions,
 * regions and cities, and the districts of published ads. A few hundred rows; the caller keeps it
 * (a minute, like the search statistics) rather than reading it per request.
 */
export async function loadVocabulary(db: Database): Promise<Vocabulary> {
  const [rows, districts] = await Promise.all([
    db
      .select({
        id: lookups.id,
        kind: lookups.kind,
        key: lookups.key,
        nameAr: lookups.nameAr,
        nameEn: lookups.nameEn,
        parentId: lookups.parentId,
        category: lookups.category,
      })
      .from(lookups)
      .where(
        and(inArray(lookups.kind, ['propertytype', 'transactiontype', 'region']), eq(lookups.hidden, false)),
      ),
    rowsOf<DistrictName>(db, districtRows),
  ]);
  return vocabularyOf(rows, districts);
}
