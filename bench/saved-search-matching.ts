/**
 * Issue 20: matching one approved ad against 100,000 saved searches (docs/decisions/0021-saved-search-alerts.md).
 * Loads a catalogue with the generator's distribution (bench/lib/bench-ad.ts) into a kept PostgreSQL
 * database, adds saved searches drawn as visitors make them (from the ads they look at: popular
 * cities and categories are saved most; mixed filters, some words, some map boxes), then times what
 * the alert job reads for one ad (the ad by id, then the candidate searches and their remaining
 * filters) over many different ads: p50/p95/p99, candidates and matches per ad, and EXPLAIN.
 *
 *   npx tsx bench/saved-search-matching.ts --ads 4000 --searches 100000 --runs 1000
 */
import { parseArgs } from 'node:util';
import { Placeholder, sql } from 'drizzle-orm';
import pg from 'pg';
import type { SavedSearchFilters } from '#contract/saved-searches.js';
import { rowsOf } from '#server/db/raw-rows.js';
import { savedSearches } from '#server/db/schema/index.js';
import { seededRandom, type Random } from '#server/db/seed/random.js';
import { matchColumns, matchedAd, matchingSearches, matchQuery } from '#server/modules/search/index.js';
import { percentile } from './lib/latency.js';
import { ADMIN_URL, openScaleDatabase, sizeName } from './lib/scale-database.js';

const { values } = parseArgs({
  options: {
    ads: { type: 'string', default: '4000' },
    searches: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '20' },
    /** Draw the saved searches again (else those of an earlier run of the same count are kept). */
    reload: { type: 'boolean', default: false },
  },
  strict: true,
});
const ADS = Number(values.ads);
const SEARCHES = Number(values.searches);
const RUNS = Number(values.runs);
const random = seededRandom(Number(values.seed));
const SEARCHES_PER_USER = 20;

interface SeenAd {
  id: number;
  category: number;
  transactionTypeId: number;
  propertyTypeId: number;
  regionId: number;
  cityId: number;
  price: number;
  area: number;
  bedrooms: number | null;
  latitude: number | null;
  longitude: number | null;
  title: string;
}

const round = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/** A search a visitor saves after looking at `ad`: a few of its filters, loosened as people do. */
function searchFrom(ad: SeenAd, r: Random): SavedSearchFilters {
  const filters: SavedSearchFilters = {};
  if (r.chance(0.95)) filters.Category = ad.category;
  if (r.chance(0.9)) filters.TransactionTypeId = ad.transactionTypeId;
  const place = r.next();
  if (place < 0.75) {
    filters.RegionId = ad.regionId;
    filters.CityId = ad.cityId;
  } else if (place < 0.9) filters.RegionId = ad.regionId;
  if (filters.Category !== undefined && r.chance(0.6)) filters.PropertyTypeId = ad.propertyTypeId;
  if (r.chance(0.7)) filters.MaxPrice = round(ad.price * (0.7 + r.next() * 0.8), 1000);
  if (r.chance(0.35)) filters.MinPrice = round(ad.price * (0.4 + r.next() * 0.5), 1000);
  if (r.chance(0.25)) filters.MinArea = round(ad.area * (0.5 + r.next() * 0.6), 10);
  if (ad.bedrooms !== null && filters.Category === 1 && r.chance(0.4)) {
    filters.Bedrooms = Math.max(1, ad.bedrooms - r.int(0, 2));
  }
  if (r.chance(0.1)) {
    const words = ad.title.split(/\s+/).filter((word) => word.length >= 4);
    if (words.length > 0) filters.Query = r.pick(words);
  }
  if (ad.latitude !== null && ad.longitude !== null && r.chance(0.15)) {
    const half = 0.02 + r.next() * 0.15;
    const box = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
    filters.MinLat = box(ad.latitude - half * r.next() * 2, 90);
    filters.MaxLat = box(ad.latitude + half * r.next() * 2, 90);
    filters.MinLng = box(ad.longitude - half * r.next() * 2, 180);
    filters.MaxLng = box(ad.longitude + half * r.next() * 2, 180);
  }
  return filters;
}

const scale = await openScaleDatabase('postgres', ADS, { load: true, fresh: values.reload });
const { db } = scale.database;
try {
  const ads = await rowsOf<SeenAd>(
    db,
    sql`select s.id, s.category, s.transaction_type_id as "transactionTypeId",
          s.property_type_id as "propertyTypeId", s.region_id as "regionId", s.city_id as "cityId",
          s.price::float8 as price, s.area, s.bedrooms, s.latitude, s.longitude,
          coalesce(p.title_ar, '') as title
        from property_search s join properties p on p.id = s.id order by s.id`,
  );
  console.log(`${scale.where}: ${ads.length.toLocaleString('en-US')} published ads`);

  const [{ n: kept } = { n: 0 }] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from saved_searches`,
  );
  if (kept !== SEARCHES || values.reload) {
    const started = Date.now();
    await db.execute(sql`truncate saved_searches cascade`);
    await db.execute(sql`delete from users where phone_number like '+9665999%'`);
    const users = Math.ceil(SEARCHES / SEARCHES_PER_USER);
    const owners = await rowsOf<{ id: string }>(
      db,
      sql`insert into users (phone_number, dial_code, created_at, updated_at)
          select '+9665999' || lpad(g::text, 5, '0'), '+966', now(), now() from generate_series(1, ${users}) g
          returning id`,
    );
    const now = new Date();
    for (let start = 0; start < SEARCHES; start += 2000) {
      const rows = [];
      for (let i = start; i < Math.min(SEARCHES, start + 2000); i += 1) {
        const filters = searchFrom(random.pick(ads), random);
        const owner = owners[Math.floor(i / SEARCHES_PER_USER)];
        if (!owner) throw new Error('too few users');
        rows.push({
          userId: owner.id,
          name: `search ${i}`,
          filters,
          frequency: random.chance(0.6) ? ('instant' as const) : random.pick(['daily', 'weekly'] as const),
          paused: random.chance(0.05),
          createdAt: now,
          updatedAt: now,
          lastDigestAt: now,
          ...matchColumns(filters),
        });
      }
      await db.insert(savedSearches).values(rows);
    }
    await db.execute(sql`vacuum analyze saved_searches`);
    console.log(
      `saved ${SEARCHES.toLocaleString('en-US')} searches in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } else console.log(`reusing ${SEARCHES.toLocaleString('en-US')} saved searches`);

  const sample = random.some(ads, Math.min(RUNS, ads.length));
  // Warm the caches and the statement shapes as a running server has them.
  for (const ad of sample.slice(0, 50)) {
    const found = await matchedAd(db, ad.id);
    if (found) await matchingSearches(db, found);
  }
  const times: number[] = [];
  const matches: number[] = [];
  for (const ad of sample) {
    const started = performance.now();
    const found = await matchedAd(db, ad.id);
    const matched = found ? await matchingSearches(db, found) : [];
    times.push(performance.now() - started);
    matches.push(matched.length);
  }
  const candidates: number[] = [];
  for (const ad of sample.slice(0, 200)) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from saved_searches where not paused
            and place_key in (0, ${ad.cityId}, ${ad.regionId}) and category_key in (0, ${ad.category})
            and transaction_key in (0, ${ad.transactionTypeId}) and type_key in (0, ${ad.propertyTypeId})`,
    );
    candidates.push(row?.n ?? 0);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const mean = (list: number[]) => list.reduce((sum, value) => sum + value, 0) / list.length;
  const figures = {
    database: `${scale.where} (PostgreSQL ${scale.version})`,
    ads: ads.length,
    savedSearches: SEARCHES,
    runs: times.length,
    p50Ms: Number(percentile(sorted, 0.5).toFixed(2)),
    p95Ms: Number(percentile(sorted, 0.95).toFixed(2)),
    p99Ms: Number(percentile(sorted, 0.99).toFixed(2)),
    maxMs: Number((sorted.at(-1) ?? 0).toFixed(2)),
    matchesPerAd: { mean: Number(mean(matches).toFixed(1)), max: Math.max(...matches) },
    candidatesPerAd: { mean: Number(mean(candidates).toFixed(0)), max: Math.max(...candidates) },
  };
  console.log(JSON.stringify(figures, null, 2));

  // The plan of the busiest ad of the sample: the index probes, and the ad read by its key.
  const busiest = sample[matches.indexOf(Math.max(...matches))] ?? sample[0];
  const ad = busiest && (await matchedAd(db, busiest.id));
  if (ad) {
    const query = matchQuery(db).toSQL();
    const bound = query.params.map((param) =>
      param instanceof Placeholder ? ad[param.name as keyof typeof ad] : param,
    );
    const client = new pg.Client({
      connectionString: ADMIN_URL.replace(/\/[^/]*$/, `/manzil_bench_${sizeName(ADS)}`),
    });
    await client.connect();
    const plan = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers, costs off) ${query.sql}`,
      bound,
    );
    console.log(`\nEXPLAIN of ad ${ad.id}:\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    await client.end();
  }
} finally {
  await scale.close();
}
