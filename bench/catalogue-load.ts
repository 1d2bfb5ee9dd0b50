/**
 * The public catalogue under load: 100,000 published ads, the real server listening on a port, and
 * autocannon (16 connections) against /api/health, a typical search and the same filters without the
 * text query; then EXPLAIN (ANALYZE, BUFFERS) of the list and count queries the server runs. Both
 * engines: PostgreSQL (a scratch database, dropped afterwards) and the embedded PGlite (a temp folder).
 * Writes the figures into bench/README.md between the load markers when both engines ran.
 *
 * Run: npm run bench:load
 * Environment (all optional):
 *   BENCH_POSTGRES_URL  an admin connection (default postgres://postgres@127.0.0.1:5432/postgres); the
 *                       bench creates and drops the database manzil_bench next to it
 *   BENCH_ENGINES       postgres,pglite (default both; with one engine the README is left alone)
 *   BENCH_ADS           how many ads (default 100000)
 *   BENCH_SECONDS       seconds per measured run (default 15)
 *   BENCH_CONNECTIONS   autocannon connections (default 16)
 *   BENCH_KEEP_DATABASE 1 keeps manzil_bench after the run, to look at plans by hand
 *   BENCH_REUSE_DATABASE 1 measures a kept manzil_bench again without reloading it (and keeps it)
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql, type SQLWrapper } from 'drizzle-orm';
import pg from 'pg';
import * as prettier from 'prettier';
import { facades } from '../contract/properties.js';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '../server/db/client.js';
import { lookups, users } from '../server/db/schema/index.js';
import {
  buildTypes,
  describeProperty,
  floors,
  industryFeatures,
  industryTypes,
  propertyTypes,
  regions,
  relaxMedia,
  type CitySeed,
  type DistrictSeed,
  type PropertyTypeSeed,
} from '../server/db/seed/catalogue-content.js';
import { seededRandom, type Random } from '../server/db/seed/random.js';
import { cityKey, regionKey, seedReferenceData } from '../server/db/seed/reference-data.js';
import { systemClock } from '../server/lib/clock.js';
import { deriveSecrets } from '../server/lib/secrets.js';
import { propertySearchText } from '../server/modules/properties/search-text.js';

type Engine = 'postgres' | 'pglite';

const ADS = Number(process.env.BENCH_ADS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARM_UP_SECONDS = 3;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite')
  .split(',')
  .map((name) => name.trim())
  .filter((name): name is Engine => name === 'postgres' || name === 'pglite');
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DATABASE = 'manzil_bench';
/** Reusing a loaded manzil_bench (to re-measure after a server change) implies keeping it. */
const REUSE_DATABASE = process.env.BENCH_REUSE_DATABASE === '1';
const KEEP_DATABASE = REUSE_DATABASE || process.env.BENCH_KEEP_DATABASE === '1';
const BATCH = 2_500;
const DAY_MS = 24 * 3600 * 1000;
const SEARCH_WORD = 'فيلا';

/** The filter set a visitor typically sends: residential, price range, a region, a word, cheapest first. */
const typicalFilters = (regionId: number) =>
  `Category=1&MinPrice=500000&MaxPrice=3000000&RegionId=${regionId}&SortBy=priceAsc&PageSize=10`;

// ---- data ------------------------------------------------------------------------------------------

interface LookupIds {
  id(kind: string, key: string): number;
}

async function lookupIds(db: Database): Promise<LookupIds> {
  const rows = await db.select({ id: lookups.id, kind: lookups.kind, key: lookups.key }).from(lookups);
  const ids = new Map(rows.map((row) => [`${row.kind}|${row.key ?? ''}`, row.id]));
  return {
    id(kind, key) {
      const found = ids.get(`${kind}|${key}`);
      if (found === undefined) throw new Error(`no ${kind} lookup with key ${key}`);
      return found;
    },
  };
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
const BIG_CITIES = ['riyadh', 'jeddah', 'dammam', 'khobar', 'makkah', 'madinah'];
const STREET_WIDTHS = [12, 15, 20, 25, 30, 36, 40, 60];
const allCities = regions.flatMap((region) => region.cities.map((city) => ({ region, city })));
const bigCities = allCities.filter(({ city }) => BIG_CITIES.includes(city.key));
const residentialTypes = propertyTypes.filter((type) => type.category === 1);
const industrialTypes = propertyTypes.filter((type) => type.category === 2);

function pickDistrict(city: CitySeed, type: PropertyTypeSeed, random: Random): DistrictSeed {
  const industrial = city.districts.filter((district) => district.industrial);
  const homes = city.districts.filter((district) => !district.industrial);
  if (type.category === 2 && industrial.length) return random.pick(industrial);
  return random.pick(homes.length ? homes : city.districts);
}

function priceFor(type: PropertyTypeSeed, area: number, isRent: boolean, random: Random): number {
  const [minArea, maxArea] = type.areaRange;
  const [low, high] = isRent ? type.yearlyRentRange : type.salePriceRange;
  const share = maxArea > minArea ? (area - minArea) / (maxArea - minArea) : 0.5;
  const price = low + (high - low) * Math.min(1, Math.max(0, share * 0.75 + random.next() * 0.25));
  return roundTo(price, isRent ? 1000 : 5000);
}

/**
 * One ad as the demo seed would write it (same distributions: 62 % residential, 70 % in the six big
 * cities, 40 % of rentable types for rent), texts from describeProperty, minus photos and features.
 */
function planAd(id: number, random: Random, ids: LookupIds, now: number) {
  const type = random.pick(random.chance(0.62) ? residentialTypes : industrialTypes);
  const { region, city } = random.pick(random.chance(0.7) ? bigCities : allCities);
  const district = pickDistrict(city, type, random);
  const isRent = type.yearlyRentRange[1] > 0 && random.chance(0.4);
  const area = roundTo(random.int(type.areaRange[0], type.areaRange[1]), type.areaRange[1] > 2000 ? 100 : 5);
  const residential = type.category === 1;
  const bedrooms = !type.hasRooms
    ? undefined
    : type.key === 'villa' || type.key === 'duplex'
      ? random.int(4, 7)
      : type.key === 'apartment'
        ? random.int(1, 4)
        : type.key === 'building'
          ? random.int(8, 24)
          : random.int(2, 5);
  const bathrooms = bedrooms === undefined ? undefined : Math.max(1, bedrooms + random.int(-1, 2));
  const livingRooms = bedrooms === undefined ? undefined : random.int(1, 3);
  const floor = ['apartment', 'floor'].includes(type.key) ? random.pick(floors) : undefined;
  const industryType = residential ? undefined : random.pick(industryTypes);
  const built = !residential && !type.key.includes('land') && type.key !== 'logistics-yard';
  const clearHeight = built ? random.int(6, 14) : undefined;
  const powerKva = built ? roundTo(random.int(150, 2500), 50) : undefined;
  const loadingDocks = built ? random.int(1, 8) : undefined;
  const facade = random.pick(facades);
  const streetWidth = random.pick(STREET_WIDTHS);
  const buildingAge = type.hasRooms ? random.int(0, 15) : undefined;
  const furnished = type.hasRooms && random.chance(0.2);
  const amenities = residential
    ? random.some(relaxMedia, type.hasRooms ? random.int(2, 6) : 0)
    : random.some(industryFeatures, random.int(3, 6));
  const texts = describeProperty({
    propertyType: type,
    transaction: { key: isRent ? 'rent' : 'sale', ar: '', en: '' },
    city,
    district,
    area,
    bedrooms,
    bathrooms,
    livingRooms,
    floor,
    amenities,
    industryType,
    clearHeight,
    powerKva,
    loadingDocks,
    furnished,
    buildingAge,
    streetWidth,
    facade,
    variant: id,
  });
  const createdAt = now - random.int(1, 365) * DAY_MS - random.int(0, 23) * 3600 * 1000;
  const distanceKm = city.radiusKm * (district.industrial ? 0.35 : 0.8) * Math.sqrt(random.next());
  const angle = random.next() * 2 * Math.PI;
  return {
    id,
    category: type.category,
    title_ar: texts.titleAr,
    title_en: texts.titleEn,
    description_ar: texts.descriptionAr,
    description_en: texts.descriptionEn,
    transaction_type_id: ids.id('transactiontype', isRent ? 'rent' : 'sale'),
    property_type_id: ids.id('propertytype', type.key),
    region_id: ids.id('region', regionKey(region.key)),
    city_id: ids.id('region', cityKey(city.key)),
    district: district.ar,
    address: texts.addressAr,
    latitude: Number((city.lat + (distanceKm / 111) * Math.sin(angle)).toFixed(6)),
    longitude: Number(
      (city.lng + (distanceKm / (111 * Math.cos((city.lat * Math.PI) / 180))) * Math.cos(angle)).toFixed(6),
    ),
    price: priceFor(type, area, isRent, random),
    rent_period: isRent ? (type.key === 'apartment' && random.chance(0.5) ? 'monthly' : 'yearly') : null,
    area,
    is_featured: random.chance(0.01),
    ad_license_number: `72${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
    views: random.int(15, 2400),
    search_text: propertySearchText([
      texts.titleAr,
      texts.titleEn,
      texts.descriptionAr,
      texts.descriptionEn,
      texts.addressAr,
      texts.addressEn,
    ]),
    created_at: new Date(createdAt).toISOString(),
    published_at: new Date(createdAt + 2 * 3600 * 1000).toISOString(),
    bedrooms: bedrooms ?? 0,
    bathrooms: bathrooms ?? 0,
    living_rooms: livingRooms ?? null,
    floor_id: floor ? ids.id('floor', floor.key) : null,
    build_type_id: type.hasRooms ? ids.id('buildtype', random.pick(buildTypes).key) : null,
    building_age: buildingAge ?? null,
    furnished,
    facade,
    street_width: streetWidth,
    industry_type_id: industryType ? ids.id('industrytype', industryType.key) : null,
    built_area: built ? roundTo(area * (0.55 + random.next() * 0.35), 10) : null,
    clear_height: clearHeight ?? null,
    power_capacity_kva: powerKva ?? null,
    loading_docks: loadingDocks ?? null,
    floor_load: built ? random.int(3, 10) : null,
    civil_defence_licensed: built && random.chance(0.75),
  };
}

/**
 * Inserts `total` published ads with their residence/industry details (batches of JSON turned into
 * rows by the database, one statement per batch), 1-5 photo rows for 90 % of them (keys only, set-based),
 * then ANALYZE.
 */
async function loadCatalogue(db: Database, total: number) {
  const started = Date.now();
  const ids = await lookupIds(db);
  const now = Date.now();
  const [owner] = await db
    .insert(users)
    .values({
      phoneNumber: '+966500000999',
      dialCode: '+966',
      fullName: 'Bench owner',
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })
    .returning({ id: users.id });
  if (!owner) throw new Error('the bench owner was not created');
  // Building the secondary indexes once, after the rows, is quicker than keeping them up to date row
  // by row (the trigram index above all); they come back exactly as the migrations defined them.
  const indexes = (await rowsOf(
    db,
    sql`select indexname, indexdef from pg_indexes
      where schemaname = 'public' and tablename = 'properties' and indexname <> 'properties_pkey'`,
  )) as { indexname: string; indexdef: string }[];
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));
  const random = seededRandom(100_000);
  for (let first = 1; first <= total; first += BATCH) {
    const batch = [];
    for (let id = first; id < Math.min(first + BATCH, total + 1); id += 1) {
      batch.push(planAd(id, random, ids, now));
    }
    await db.execute(sql`
      with ad as (
        select * from json_to_recordset(${JSON.stringify(batch)}::json) as x(
          id int, category smallint, title_ar text, title_en text, description_ar text,
          description_en text, transaction_type_id int, property_type_id int, region_id int, city_id int,
          district text, address text, latitude float8, longitude float8, price numeric,
          rent_period text, area float8, is_featured boolean, ad_license_number text, views int,
          search_text text, created_at timestamptz, published_at timestamptz, bedrooms int,
          bathrooms int, living_rooms int, floor_id int, build_type_id int, building_age int,
          furnished boolean, facade text, street_width float8, industry_type_id int, built_area float8,
          clear_height float8, power_capacity_kva float8, loading_docks int, floor_load float8,
          civil_defence_licensed boolean)
      ),
      inserted as (
        insert into properties (id, category, title_ar, title_en, description_ar, description_en,
          transaction_type_id, property_type_id, region_id, city_id, district, address, latitude,
          longitude, price, currency, rent_period, area, owner_id, is_featured, status,
          ad_license_number, views, search_text, created_at, updated_at, published_at)
        select id, category, title_ar, title_en, description_ar, description_en, transaction_type_id,
          property_type_id, region_id, city_id, district, address, latitude, longitude, price, 'SAR',
          rent_period, area, ${owner.id}::uuid, is_featured, 'published', ad_license_number, views,
          search_text, created_at, created_at, published_at
        from ad
        returning id
      ),
      residence as (
        insert into residence_details (property_id, bedrooms, bathrooms, living_rooms, floor_id,
          build_type_id, building_age, furnished, street_width, facade)
        select id, bedrooms, bathrooms, living_rooms, floor_id, build_type_id, building_age, furnished,
          street_width, facade
        from ad where category = 1
      )
      insert into industry_details (property_id, industry_type_id, land_area, built_area, clear_height,
        power_capacity_kva, loading_docks, floor_load, street_width, civil_defence_licensed)
      select id, industry_type_id, area, built_area, clear_height, power_capacity_kva, loading_docks,
        floor_load, street_width, civil_defence_licensed
      from ad where category = 2`);
  }
  const phases: Record<string, number> = { rows: Date.now() - started };
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  phases.indexes = Date.now() - started;
  await db.execute(sql`select setval(pg_get_serial_sequence('properties', 'id'), ${total})`);
  await db.execute(sql`
    insert into property_media (property_id, key, thumb_key, width, height, position, created_at)
    select p.id, 'properties/' || p.id || '/photo-' || (n + 1) || '.webp',
      'properties/' || p.id || '/photo-' || (n + 1) || '-thumb.webp', 1600, 1067, n, p.created_at
    from properties p cross join lateral generate_series(0, (p.id * 7) % 5) n
    where p.id % 10 <> 0`);
  phases.photos = Date.now() - started;
  // A settled table, as autovacuum leaves it: statistics, visibility map and hint bits set.
  await db.execute(sql`vacuum analyze`);
  phases.vacuum = Date.now() - started;
  console.log('load phases (ms since start):', phases);
  return { ...(await catalogueSize(db)), seconds: (Date.now() - started) / 1000 };
}

async function catalogueSize(db: Database) {
  const [row] = await rowsOf(
    db,
    sql`select (select count(*) from properties)::int as ads,
      (select count(*) from property_media)::int as photos,
      pg_size_pretty(pg_total_relation_size('properties')) as size`,
  );
  return {
    ads: Number(row?.ads),
    photos: Number(row?.photos),
    size: typeof row?.size === 'string' ? row.size : '?',
  };
}

async function rowsOf(db: Database, query: SQLWrapper): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(query.getSQL());
  return (result as { rows: Record<string, unknown>[] }).rows;
}

// ---- load ------------------------------------------------------------------------------------------

interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/**
 * autocannon in a worker thread, so the load generator does not share the server's event loop. A
 * `{n}` in the path becomes a distinct 6-digit number on every request, counting from `from`.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const autocannon = require(workerData.autocannon);
const { base, path, connections, seconds, from } = workerData;
let n = from;
const opts = {
  url: base + path.replace('{n}', String(n).padStart(6, '0')),
  connections,
  duration: seconds,
  // PGlite answers one statement at a time: a slow list can keep 16 requests waiting for seconds.
  timeout: 60,
};
if (path.includes('{n}')) {
  opts.requests = [{ setupRequest: (request) => {
    n += 1;
    return { ...request, path: path.replace('{n}', String(n).padStart(6, '0')) };
  } }];
}
// Inside a worker thread autocannon hands back raw histograms; aggregate them as its main thread would.
autocannon(opts)
  .then((raw) => {
    const result = autocannon.aggregateResult([raw], opts);
    parentPort.postMessage({
      rps: raw.totalCompletedRequests / raw.duration, p50: result.latency.p50, p99: result.latency.p99,
      requests: raw.totalCompletedRequests, non2xx: result.non2xx, errors: result.errors + result.timeouts,
    });
  })
  .catch((error) => parentPort.postMessage({ error: String(error) }));
`;
const autocannonPath = createRequire(import.meta.url).resolve('autocannon');

interface Target {
  name: string;
  path: string;
}

function hammer(base: string, target: Target, seconds: number, from: number): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: {
        autocannon: autocannonPath,
        base,
        path: target.path,
        connections: CONNECTIONS,
        seconds,
        from,
      },
    });
    worker.once('message', (message: LoadFigures & { error?: string }) => {
      void worker.terminate();
      if (message.error) reject(new Error(message.error));
      else resolve(message);
    });
    worker.once('error', reject);
  });
}

/**
 * Waits until requests left over by a finished run have been answered (autocannon stops sending, the
 * server keeps working on what it received): until /api/health answers within 50 ms, at most 2 minutes.
 */
async function settle(base: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = Date.now();
    await (await fetch(`${base}/api/health`)).text();
    if (Date.now() - started < 50) return;
  }
}

// ---- one engine ------------------------------------------------------------------------------------

interface EngineRun {
  engine: Engine;
  version: string;
  loaded: Awaited<ReturnType<typeof loadCatalogue>>;
  matches: { search: number; filters: number };
  figures: { name: string; load: LoadFigures }[];
  plans: { name: string; plan: string; milliseconds: number }[];
}

/** Opens the engine's database; `reused` when a loaded manzil_bench was kept from an earlier run. */
async function openEngine(engine: Engine, dataDir: string) {
  if (engine === 'pglite') return { database: await openPglite(dataDir), reused: false };
  const reused = await prepareBenchDatabase();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${BENCH_DATABASE}`;
  return { database: openPostgres(url.toString()), reused };
}

/** Creates an empty manzil_bench, or answers true when a kept one is to be reused. */
async function prepareBenchDatabase(): Promise<boolean> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    const existing = await admin.query('select 1 from pg_database where datname = $1', [BENCH_DATABASE]);
    if (REUSE_DATABASE && existing.rowCount === 1) return true;
    await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await admin.query(`create database ${BENCH_DATABASE}`);
    return false;
  } finally {
    await admin.end();
  }
}

async function dropBenchDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
  } finally {
    await admin.end();
  }
}

interface Statement {
  text: string;
  values: unknown[];
}

const isCount = (statement: Statement) => /^select count\(/.test(statement.text);

type QueryFunction = (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Records the statements the server sends while `recording` (node-postgres is called with a query
 * config object, PGlite with a string), so EXPLAIN sees exactly what a request ran, parameters included.
 */
function statementRecorder(database: DatabaseHandle) {
  const client = (database.db as unknown as { $client: { query: QueryFunction } }).$client;
  const query = client.query.bind(client);
  const seen: Statement[] = [];
  let recording = false;
  client.query = (...args: unknown[]) => {
    const [first, values] = args;
    const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
    if (recording && text) seen.push({ text, values: Array.isArray(values) ? values : [] });
    return query(...args);
  };
  return {
    /** Runs `action` and answers the statements it sent. */
    async during(action: () => Promise<void>): Promise<Statement[]> {
      seen.length = 0;
      recording = true;
      try {
        await action();
      } finally {
        recording = false;
      }
      return [...seen];
    },
    async explain(statement: Statement): Promise<{ plan: string; milliseconds: number }> {
      const { rows } = await query(`explain (analyze, buffers) ${statement.text}`, statement.values);
      const lines = rows.map((row) => String(row['QUERY PLAN']));
      const time = lines.map((line) => /Execution Time: ([\d.]+) ms/.exec(line)).find(Boolean);
      return { plan: lines.join('\n'), milliseconds: Number(time?.[1] ?? Number.NaN) };
    },
  };
}

async function runEngine(engine: Engine): Promise<EngineRun> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'manzil-load-'));
  const { database, reused } = await openEngine(engine, dataDir);
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    console.log(`${engine}: ${reused ? 'reusing the loaded' : `loading ${ADS}`} ads…`);
    const loaded = reused
      ? { ...(await catalogueSize(database.db)), seconds: 0 }
      : await loadCatalogue(database.db, ADS);
    console.log(`${engine}: loaded`, loaded);
    const [version] = await rowsOf(database.db, sql`select current_setting('server_version') as v`);
    const [riyadh] = await rowsOf(
      database.db,
      sql`select id from lookups where kind = 'region' and key = ${regionKey('riyadh')}`,
    );
    const filters = typicalFilters(Number(riyadh?.id));
    const search = `${filters}&Query=${encodeURIComponent(SEARCH_WORD)}`;

    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000000',
    });
    const recorder = statementRecorder(database);
    const app = await buildApp({
      config,
      database,
      clock: systemClock,
      secrets: deriveSecrets('bench-secret'),
    });
    const run: EngineRun = {
      engine,
      version: typeof version?.v === 'string' ? version.v : '?',
      loaded,
      matches: { search: 0, filters: 0 },
      figures: [],
      plans: [],
    };
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('the server has no port');
      const base = `http://127.0.0.1:${address.port}`;
      const list = '/api/website/property/GetAllMainProperty';
      const targets: Target[] = [
        { name: 'health', path: '/api/health' },
        { name: 'search', path: `${list}?${search}` },
        { name: 'filters only', path: `${list}?${filters}` },
        {
          name: 'search, distinct URLs',
          path: `${list}?${search.replace('MaxPrice=3000000', 'MaxPrice=3000000.{n}')}`,
        },
      ];
      // The first request of each list is answered by the database (nothing cached yet): record what
      // it sends, to EXPLAIN it once the load is over.
      const statements: { name: string; statement: Statement }[] = [];
      for (const [key, name, path] of [
        ['search', 'search', `${list}?${search}`],
        ['filters', 'filters only', `${list}?${filters}`],
      ] as const) {
        const sent = await recorder.during(async () => {
          const answer = await fetch(`${base}${path}`);
          if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
          run.matches[key] = ((await answer.json()) as { totalDataCount: number }).totalDataCount;
        });
        const sql = sent.filter(({ text }) => text.includes('from "properties"'));
        // The list first, then its count.
        for (const statement of sql.sort((a, b) => Number(isCount(a)) - Number(isCount(b)))) {
          statements.push({ name: `${name}: ${isCount(statement) ? 'count' : 'list'}`, statement });
        }
      }
      for (const target of targets) {
        await hammer(base, target, WARM_UP_SECONDS, 0);
        await settle(base);
        const load = await hammer(base, target, SECONDS, 500_000);
        await settle(base);
        console.log(`${engine} ${target.name}:`, load);
        if (load.non2xx) throw new Error(`${target.name}: ${load.non2xx} non-2xx answers`);
        run.figures.push({ name: target.name, load });
      }
      for (const { name, statement } of statements) {
        run.plans.push({ name, ...(await recorder.explain(statement)) });
      }
    } finally {
      await app.close();
    }
    return run;
  } finally {
    await database.close();
    if (engine === 'postgres' && !KEEP_DATABASE) await dropBenchDatabase();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// ---- report ----------------------------------------------------------------------------------------

const fixed = (value: number, digits = 0) => value.toFixed(digits);
/** A share as a percentage, with a decimal below 10 %. */
const percent = (share: number) => `${fixed(100 * share, share < 0.1 ? 1 : 0)} %`;

/** Non-2xx answers stop the bench; connection errors and timeouts are reported. */
function errorsNote(runs: EngineRun[]): string {
  const failed = runs.flatMap((run) =>
    run.figures
      .filter((figure) => figure.load.errors > 0)
      .map((figure) => `${run.engine} ${figure.name}: ${figure.load.errors}`),
  );
  return failed.length
    ? `no non-2xx answers; errors or timeouts: ${failed.join(', ')}`
    : 'no errors, timeouts or non-2xx answers';
}

function section(runs: EngineRun[]): string {
  const lines = [
    '<!-- load:start -->',
    '',
    `Last run: ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length}-core machine ` +
      '(server, database and load generator share it). The real server (`buildApp`, listening on a port, ' +
      '`LOG_LEVEL=silent`, rate limit lifted) under autocannon in a worker thread: ' +
      `${CONNECTIONS} connections, ${SECONDS} s per row after a ${WARM_UP_SECONDS} s warm-up, ` +
      `${errorsNote(runs)}. Ads: published, both categories, texts written by ` +
      '`describeProperty` (the demo seed), 1-5 photo rows for 90 % of them; `VACUUM ANALYZE` after loading.',
    '',
    '- **health**: `/api/health` (one `select 1`)',
    `- **search**: \`GetAllMainProperty?Category=1&MinPrice=500000&MaxPrice=3000000&RegionId=<Riyadh region>&Query=${SEARCH_WORD}&SortBy=priceAsc&PageSize=10\``,
    '- **filters only**: the same without `Query`',
    '- **search, distinct URLs**: the search with `MaxPrice=3000000.000001`, `.000002`, … — the same ' +
      'answer, but no two requests alike, so nothing can be served from a cache',
    '',
    '| engine | ads (load time) | request | matches | requests/s | p50 ms | p99 ms | % of health |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const run of runs) {
    const health = run.figures.find((figure) => figure.name === 'health')?.load.rps ?? 0;
    for (const figure of run.figures) {
      const matches = figure.name.startsWith('search')
        ? String(run.matches.search)
        : figure.name === 'filters only'
          ? String(run.matches.filters)
          : '';
      lines.push(
        `| ${run.engine} ${run.version.split(' ')[0] ?? ''} | ${run.loaded.ads.toLocaleString('en-US')} (${fixed(run.loaded.seconds)} s) | ` +
          `${figure.name} | ${matches} | ${fixed(figure.load.rps)} | ${figure.load.p50} | ${figure.load.p99} | ` +
          `${health ? percent(figure.load.rps / health) : '?'} |`,
      );
    }
  }
  const postgres = runs.find((run) => run.engine === 'postgres');
  const health = postgres?.figures.find((figure) => figure.name === 'health')?.load.rps ?? 0;
  const searchLoad = postgres?.figures.find((figure) => figure.name === 'search')?.load;
  if (searchLoad) {
    const share = health ? searchLoad.rps / health : 0;
    const met = share >= 0.4 && searchLoad.p99 <= 50;
    lines.push(
      '',
      `Target on PostgreSQL (search ≥ 40 % of health throughput and p99 ≤ 50 ms): **${met ? 'met' : 'missed'}** ` +
        `(${percent(share)}, p99 ${searchLoad.p99} ms).`,
    );
  }
  for (const run of runs) {
    lines.push(
      '',
      `EXPLAIN (ANALYZE, BUFFERS) on ${run.engine} of the statements the server sent for its first request ` +
        `(recorded from its own connection, replayed with the same parameters on the idle server), execution ` +
        `time: ${run.plans.map((plan) => `${plan.name} ${fixed(plan.milliseconds, 1)} ms`).join(', ')}.` +
        (run.engine === 'postgres'
          ? ' Trimmed: Buffers on the top line only; subplans that only read `lookups` or `property_media` ' +
            '(names and cover photo, once per row of the page) folded into one line.'
          : ''),
    );
    if (run.engine !== 'postgres') continue;
    for (const plan of run.plans) {
      lines.push('', `${plan.name} (trimmed):`, '', '```text', trimPlan(plan.plan), '```');
    }
  }
  lines.push('', '<!-- load:end -->');
  return lines.join('\n');
}

const NODE = /^(\s*)(->\s+|SubPlan|InitPlan)/;
const SCAN = /Scan(?: Backward)?(?: using \S+)? on (\S+)/;
/** Relations read once per page row (names, cover photo): their subplans are folded into one line. */
const PER_ROW = new Set(['lookups', 'property_media']);

/**
 * Shortens a plan for reading: drops the planning and JIT blocks and every Buffers line but the first,
 * and folds each subtree that only reads lookups or property_media into one line.
 */
function trimPlan(plan: string): string {
  const lines = plan.split('\n');
  const depth = (line: string) => NODE.exec(line)?.[1]?.length ?? 0;
  const kept: string[] = [];
  let skipping = false;
  let firstBuffers = true;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (/^(Planning:|JIT:)/.test(line)) skipping = true;
    if (/^(Planning Time|Execution Time)/.test(line)) skipping = false;
    if (skipping) continue;
    if (/^\s*Buffers:/.test(line)) {
      if (firstBuffers) kept.push(line);
      firstBuffers = false;
      continue;
    }
    const node = NODE.exec(line);
    if (node) {
      let end = index + 1;
      while (end < lines.length) {
        const next = lines[end] ?? '';
        if (!/^\s/.test(next) || (NODE.test(next) && depth(next) <= depth(line))) break;
        end += 1;
      }
      const scanned = lines
        .slice(index, end)
        .map((inner) => SCAN.exec(inner)?.[1])
        .filter((relation): relation is string => relation !== undefined);
      if (scanned.length && scanned.every((relation) => PER_ROW.has(relation))) {
        const label = line.trim().startsWith('->') ? `${line.slice(0, line.indexOf('->'))}->  ` : `${line} `;
        kept.push(`${label}… ${end - index} lines reading ${[...new Set(scanned)].join(', ')} per row`);
        index = end - 1;
        continue;
      }
    }
    kept.push(line);
  }
  return kept.join('\n');
}

async function writeReadme(text: string): Promise<void> {
  const readmePath = path.join(import.meta.dirname, 'README.md');
  const readme = await readFile(readmePath, 'utf8');
  const markers = /<!-- load:start -->[\s\S]*<!-- load:end -->/;
  const next = markers.test(readme)
    ? readme.replace(markers, () => text)
    : `${readme.trimEnd()}\n\n## Catalogue under load (100,000 ads)\n\n${text}\n`;
  const options = await prettier.resolveConfig(readmePath);
  await writeFile(readmePath, await prettier.format(next, { ...options, filepath: readmePath }));
}

async function main() {
  const runs: EngineRun[] = [];
  for (const engine of ENGINES) runs.push(await runEngine(engine));
  const text = section(runs);
  console.log(text);
  if (ENGINES.length === 2 && ADS === 100_000) await writeReadme(text);
  else console.log('(bench/README.md left alone: it holds the figures of a full run)');
}

await main();
