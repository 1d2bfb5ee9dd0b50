import { sql } from 'drizzle-orm';
import { adActivityKinds, type AdActivityKind } from '#contract/ad-activity.js';
import type { Language } from '#contract/common.js';
import type { InsightAdRow, InsightSort, KindCounts } from '#contract/insights.js';
import type { PropertyStatus } from '#server/db/schema/index.js';
import { properties } from '#server/db/schema/index.js';
import type { Database } from '#server/db/client.js';
import { rowsOf, whole } from '#server/db/raw-rows.js';
import { countedRows, kindColumns, type CountedDays } from './activity-counts.js';
import type { InsightScope } from './insight-scope.js';
import { similarRankOf, type RankColumns } from './similar-ranks.js';

type Reader = Pick<Database, 'execute'>;

type Row = Record<AdActivityKind, number> &
  RankColumns & {
    id: number;
    title_ar: string | null;
    title_en: string | null;
    status: PropertyStatus;
    city_ar: string;
    city_en: string;
    owner_ar: string;
    owner_en: string;
    total: number;
  };

export interface AdRowsRequest {
  scope: InsightScope;
  days: CountedDays;
  sort: InsightSort;
  language: Language;
  /** A page; every row without. */
  page?: { limit: number; offset: number };
}

/**
 * The scope's ads with each kind's count over the days, their place among similar ads, and how many
 * there are: one statement, sorted and paged by the database (a sort by a count needs every ad's).
 */
export async function adRows(
  db: Reader,
  request: AdRowsRequest,
): Promise<{ rows: InsightAdRow[]; total: number }> {
  const { scope, days, sort, language, page } = request;
  const order =
    sort === 'newest' ? sql`${properties.createdAt} desc` : sql`coalesce(a.${sql.identifier(sort)}, 0) desc`;
  const counts = sql.join(
    adActivityKinds.map(
      (kind) => sql`coalesce(a.${sql.identifier(kind)}, 0)::int as ${sql.identifier(kind)}`,
    ),
    sql`, `,
  );
  const rows = await rowsOf<Row>(
    db,
    sql`
      with a as (
        select c.property_id, ${kindColumns('c')}
        from (${countedRows(scope, days)}) c
        group by c.property_id
      )
      select ${properties.id} as id, ${properties.titleAr} as title_ar, ${properties.titleEn} as title_en,
        ${properties.status} as status, city.name_ar as city_ar, city.name_en as city_en,
        coalesce(i.name_ar, u.full_name, '') as owner_ar, coalesce(i.name_en, u.full_name, '') as owner_en,
        ${counts},
        r.computed_on::text as rank_on, r.views_rank, r.similar_count, r.price_rank, r.priced_count,
        count(*) over ()::int as total
      from ${properties}
      left join a on a.property_id = ${properties.id}
      join lookups city on city.id = ${properties.cityId}
      left join users u on u.id = ${properties.ownerId}
      left join identities i on i.user_id = ${properties.ownerId}
      left join ad_similar_ranks r on r.property_id = ${properties.id}
      where ${scope.ads}
      order by ${order}, ${properties.id} desc
      ${page ? sql`limit ${whole(page.limit)} offset ${whole(page.offset)}` : sql``}`,
  );
  return { rows: rows.map((row) => toRow(row, language)), total: rows[0]?.total ?? 0 };
}

function toRow(row: Row, language: Language): InsightAdRow {
  const ar = language === 'ar';
  const counts = Object.fromEntries(adActivityKinds.map((kind) => [kind, row[kind]])) as KindCounts;
  return {
    id: row.id,
    title: (ar ? (row.title_ar ?? row.title_en) : (row.title_en ?? row.title_ar)) ?? '',
    status: row.status,
    city: ar ? row.city_ar : row.city_en,
    ownerName: ar ? row.owner_ar : row.owner_en,
    counts,
    rank: similarRankOf(row),
  };
}
