import { eq, sql, type SQL } from 'drizzle-orm';
import { adActivityKinds, type AdActivityKind } from '#contract/ad-activity.js';
import type { Language } from '#contract/common.js';
import type { InsightAdRow, InsightPeriod, InsightSort, KindCounts } from '#contract/insights.js';
import type { PropertyStatus } from '#server/db/schema/index.js';
import { adActivityDays, adActivityTotals, properties } from '#server/db/schema/index.js';
import type { Database } from '#server/db/client.js';
import { rowsOf, whole } from '#server/db/raw-rows.js';
import { kindColumns } from './activity-counts.js';
import { every, type InsightScope } from './insight-scope.js';
import { similarRankOf, type RankColumns } from './similar-ranks.js';

type Reader = Pick<Database, 'execute'>;

type Row = RankColumns & {
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

type Counts = Record<AdActivityKind, number> & { property_id: number };

export interface AdRowsRequest {
  scope: InsightScope;
  /** The period, ending `today`. */
  period: InsightPeriod;
  today: string;
  sort: InsightSort;
  language: Language;
  /** A page; every row without. */
  page?: { limit: number; offset: number };
}

/**
 * The scope's ads with each kind's count over the period, their place among similar ads, and how
 * many there are (ADR 0040, "Cost"): sorted and paged by the database on `ad_activity_totals`, the
 * period's closed days (so a sort by a count leaves today out); then the rows' counts are those
 * totals plus today's live counts, for these rows only.
 */
export async function adRows(
  db: Reader,
  request: AdRowsRequest,
): Promise<{ rows: InsightAdRow[]; total: number }> {
  const { scope, period, today, sort, language, page } = request;
  const byCount = sort !== 'newest';
  // The order and the page first, on the ads and their totals alone; then the page's details.
  const rows = await rowsOf<Row>(
    db,
    sql`
      with paged as (
        select ${properties.id} as id,
          ${byCount ? sql`coalesce(${adActivityTotals.visitors}, 0)` : sql`0`} as sort_count, ${properties.createdAt} as created_at,
          count(*) over ()::int as total
        from ${properties}
        ${byCount ? sql`left join ${adActivityTotals} on ${every(eq(adActivityTotals.propertyId, properties.id), eq(adActivityTotals.days, period), eq(adActivityTotals.kind, sort), scope.totals)}` : sql``}
        where ${scope.ads}
        order by ${byCount ? sql`sort_count desc` : sql`created_at desc`}, id desc
        ${page ? sql`limit ${whole(page.limit)} offset ${whole(page.offset)}` : sql``}
      )
      select ${properties.id} as id, ${properties.titleAr} as title_ar, ${properties.titleEn} as title_en,
        ${properties.status} as status, city.name_ar as city_ar, city.name_en as city_en,
        coalesce(i.name_ar, u.full_name, '') as owner_ar, coalesce(i.name_en, u.full_name, '') as owner_en,
        r.computed_on::text as rank_on, r.views_rank, r.similar_count, r.price_rank, r.priced_count,
        paged.total
      from paged
      join ${properties} on ${properties.id} = paged.id
      join lookups city on city.id = ${properties.cityId}
      left join users u on u.id = ${properties.ownerId}
      left join identities i on i.user_id = ${properties.ownerId}
      left join ad_similar_ranks r on r.property_id = ${properties.id}
      order by ${byCount ? sql`paged.sort_count desc` : sql`paged.created_at desc`}, paged.id desc`,
  );
  const ids = rows.map((row) => row.id);
  // A page's closed days by its ads; every row's as the scope's range of totals.
  const closed = page || !scope.totals ? sql`property_id = any(${idList(ids)}::int[])` : scope.totals;
  const counts = await countsOf(db, ids, closed, period, today);
  return {
    rows: rows.map((row) => toRow(row, counts.get(row.id), language)),
    total: rows[0]?.total ?? 0,
  };
}

const idList = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** The ads' counts over the period: the closed days' totals (those `closed` picks) and today's live counts. */
async function countsOf(
  db: Reader,
  ids: number[],
  closed: SQL,
  period: InsightPeriod,
  today: string,
): Promise<Map<number, Counts>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<Counts>(
    db,
    sql`
      select c.property_id, ${kindColumns('c')}
      from (
        select property_id, kind, visitors as n from ${adActivityTotals}
        where days = ${period} and ${closed}
        union all
        select property_id, kind, visitors as n from ${adActivityDays}
        where day = ${today}::date and property_id = any(${idList(ids)}::int[])
      ) c
      group by c.property_id`,
  );
  return new Map(rows.map((row) => [row.property_id, row]));
}

function toRow(row: Row, counted: Counts | undefined, language: Language): InsightAdRow {
  const ar = language === 'ar';
  const counts = Object.fromEntries(
    adActivityKinds.map((kind) => [kind, counted?.[kind] ?? 0]),
  ) as KindCounts;
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
