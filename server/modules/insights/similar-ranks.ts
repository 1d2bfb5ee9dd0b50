import { sql } from 'drizzle-orm';
import { MIN_AREA_FOR_PRICE_PER_METRE } from '#contract/price-per-metre.js';
import { RANK_VIEW_DAYS, type SimilarRank } from '#contract/insights.js';
import type { AppDeps } from '#server/deps.js';
import { addDays, utcDay } from './insight-days.js';

/** The columns of `ad_similar_ranks` a desk statement reads (null without a row). */
export interface RankColumns {
  rank_on: string | null;
  views_rank: number | null;
  similar_count: number | null;
  price_rank: number | null;
  priced_count: number | null;
}

export function similarRankOf(row: RankColumns): SimilarRank | null {
  if (row.rank_on === null || row.views_rank === null || row.similar_count === null) return null;
  return {
    on: row.rank_on,
    byViews: { rank: row.views_rank, of: row.similar_count },
    byPricePerMetre:
      row.price_rank === null || row.priced_count === null
        ? null
        : { rank: row.price_rank, of: row.priced_count },
  };
}

/**
 * The `insights-similar-ranks` job (ADR 0040): every published ad's place among similar published
 * ads (same city, property type and transaction) by views over the RANK_VIEW_DAYS closed days before
 * today, and by price per m² (1 = the cheapest) among those of them in its currency and rent period
 * that have one (the district median's rule: a price above 0 and at least 1 m²). Ties share a rank.
 * One statement over the catalogue once a day, written in one transaction (readers see yesterday's
 * table until it commits), instead of counting a city's views for every page of the desk.
 */
export async function refreshSimilarRanks(deps: Pick<AppDeps, 'db' | 'clock' | 'log'>): Promise<void> {
  const today = utcDay(deps.clock.now());
  const since = addDays(today, -RANK_VIEW_DAYS);
  const yesterday = addDays(today, -1);
  const minArea = sql.raw(String(MIN_AREA_FOR_PRICE_PER_METRE));
  const ranked = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`delete from ad_similar_ranks`);
    const written = await tx.execute(sql`
      insert into ad_similar_ranks
        (property_id, views, views_rank, similar_count, price_rank, priced_count, computed_on)
      select id, views,
        rank() over similar_ads_by_views,
        count(*) over similar_ads,
        case when per_metre is null then null else rank() over priced_by_price end,
        case when per_metre is null then null else count(*) over priced end,
        ${today}::date
      from (
        select p.id, p.city_id, p.property_type_id, p.transaction_type_id, p.currency, p.rent_period,
          coalesce(v.views, 0)::int as views,
          case when p.price > 0 and p.area >= ${minArea} then p.price::double precision / p.area end as per_metre
        from properties p
        left join (
          select property_id, sum(visitors) as views from ad_activity_days
          where kind = 'view' and day between ${since} and ${yesterday}
          group by property_id
        ) v on v.property_id = p.id
        where p.status = 'published'
      ) ads
      window similar_ads as (partition by city_id, property_type_id, transaction_type_id),
        similar_ads_by_views as (similar_ads order by views desc),
        priced as (partition by city_id, property_type_id, transaction_type_id, currency, rent_period, per_metre is null),
        priced_by_price as (priced order by per_metre asc)`);
    return (written as { rowCount?: number | null; affectedRows?: number }).rowCount ?? null;
  });
  deps.log.info({ ranked, on: today }, 'similar ads ranked');
}
