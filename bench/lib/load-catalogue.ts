/**
 * Loads published bench ads into a migrated database with the reference lookups: one INSERT per batch
 * of 5,000 ads (their values sent as one array per column and turned into rows by `unnest`, the
 * residence or industry details written by the same statement), then the secondary indexes of
 * `properties`, then 1-5 photo rows for 90 % of the ads from `generate_series`. Only the columns the bench needs are
 * named, so columns added by later migrations keep their defaults (see after-load.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { users } from '#server/db/schema/index.js';
import { seededRandom } from '#server/db/seed/random.js';
import { lookupIds, planAd, type BenchAd } from './bench-ad.js';
import { rowsOf } from '#server/db/raw-rows.js';

const BATCH = 5_000;
const SEED = 100_000;

type Executor = Pick<Database, 'execute'>;

/** The columns sent per ad, with their SQL types. */
const COLUMNS: [keyof BenchAd, string][] = [
  ['id', 'int'],
  ['category', 'smallint'],
  ['title_ar', 'text'],
  ['title_en', 'text'],
  ['description_ar', 'text'],
  ['description_en', 'text'],
  ['transaction_type_id', 'int'],
  ['property_type_id', 'int'],
  ['region_id', 'int'],
  ['city_id', 'int'],
  ['district', 'text'],
  ['address', 'text'],
  ['latitude', 'float8'],
  ['longitude', 'float8'],
  ['price', 'numeric'],
  ['rent_period', 'text'],
  ['area', 'float8'],
  ['is_featured', 'boolean'],
  ['ad_license_number', 'text'],
  ['views', 'int'],
  ['search_text', 'text'],
  ['created_at', 'timestamptz'],
  ['bedrooms', 'int'],
  ['bathrooms', 'int'],
  ['living_rooms', 'int'],
  ['floor_id', 'int'],
  ['build_type_id', 'int'],
  ['building_age', 'int'],
  ['furnished', 'boolean'],
  ['facade', 'text'],
  ['street_width', 'float8'],
  ['industry_type_id', 'int'],
  ['built_area', 'float8'],
  ['clear_height', 'float8'],
  ['power_capacity_kva', 'float8'],
  ['loading_docks', 'int'],
  ['floor_load', 'float8'],
  ['civil_defence_licensed', 'boolean'],
];

function insertBatch(ads: BenchAd[], ownerId: string): SQL {
  const arrays = COLUMNS.map(
    ([name, type]) => sql`${sql.param(ads.map((ad) => ad[name]))}::${sql.raw(type)}[]`,
  );
  const names = sql.raw(COLUMNS.map(([name]) => name).join(', '));
  return sql`
    with ad as (select * from unnest(${sql.join(arrays, sql`, `)}) as x(${names})),
    inserted as (
      insert into properties (id, category, title_ar, title_en, description_ar, description_en,
        transaction_type_id, property_type_id, region_id, city_id, district, address, latitude,
        longitude, price, currency, published_price, published_currency, rent_period, area, owner_id,
        is_featured, status, ad_license_number, views, search_text, created_at, updated_at, published_at)
      select id, category, title_ar, title_en, description_ar, description_en, transaction_type_id,
        property_type_id, region_id, city_id, district, address, latitude, longitude, price, 'SAR', price,
        'SAR', rent_period, area, ${ownerId}::uuid, is_featured, 'published', ad_license_number, views,
        search_text, created_at, created_at, created_at + interval '2 hours'
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
    from ad where category = 2`;
}

/** Secondary indexes of `properties` (not those behind a constraint), to build once after the rows. */
async function secondaryIndexes(db: Executor): Promise<{ name: string; definition: string }[]> {
  const result: unknown = await db.execute(sql`
    select c.relname as name, pg_get_indexdef(c.oid) as definition
    from pg_index x join pg_class c on c.oid = x.indexrelid
    where x.indrelid = 'properties'::regclass
      and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)`);
  return (result as { rows: { name: string; definition: string }[] }).rows;
}

async function insertAds(
  db: Executor,
  total: number,
  ownerId: string,
  ids: Awaited<ReturnType<typeof lookupIds>>,
) {
  const random = seededRandom(SEED);
  const now = Date.now();
  let pending: Promise<unknown> = Promise.resolve();
  for (let first = 1; first <= total; first += BATCH) {
    const ads: BenchAd[] = [];
    for (let id = first; id < Math.min(first + BATCH, total + 1); id += 1)
      ads.push(planAd(id, random, ids, now));
    // The next batch is planned while the database writes this one.
    await pending;
    pending = db.execute(insertBatch(ads, ownerId));
    if ((first - 1) % 100_000 === 0 && first > 1) console.log(`  ${(first - 1).toLocaleString('en-US')} ads`);
  }
  await pending;
}

export interface LoadFigures {
  seconds: number;
  /** Seconds since the start at the end of each phase. */
  phases: Record<string, number>;
}

/** Loads `total` ads into an empty catalogue (the reference lookups seeded) in one transaction. */
export async function loadCatalogue(db: Database, total: number): Promise<LoadFigures> {
  const started = Date.now();
  const phases: Record<string, number> = {};
  const mark = (phase: string) => {
    phases[phase] = Math.round((Date.now() - started) / 100) / 10;
    console.log(`  ${phase} done at ${phases[phase]} s`);
  };
  const ids = await lookupIds(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    // No row triggers: the search table and the map cells are filled in bulk by afterLoad.
    await tx.execute(sql`set local session_replication_role = replica`);
    const [owner] = await tx
      .insert(users)
      .values({
        phoneNumber: '+966500000999',
        dialCode: '+966',
        fullName: 'Bench owner',
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!owner) throw new Error('the bench owner was not created');
    const indexes = await secondaryIndexes(tx);
    for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
    await insertAds(tx, total, owner.id, ids);
    mark('rows');
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    mark('indexes');
    await tx.execute(sql`select setval(pg_get_serial_sequence('properties', 'id'), ${total})`);
    await tx.execute(sql`
      insert into property_media (property_id, key, thumb_key, width, height, position, created_at)
      select p.id, 'properties/' || p.id || '/photo-' || (n + 1) || '.webp',
        'properties/' || p.id || '/photo-' || (n + 1) || '-thumb.webp', 1600, 1067, n, p.created_at
      from properties p cross join lateral generate_series(0, (p.id * 7) % 5) n
      where p.id % 10 <> 0`);
    mark('photos');
  });
  return { seconds: (Date.now() - started) / 1000, phases };
}

export async function catalogueSize(db: Database) {
  const [row] = await rowsOf(
    db,
    sql`select (select count(*) from properties where status = 'published')::int as ads,
      (select count(*) from property_media)::int as photos,
      pg_size_pretty(pg_total_relation_size('properties')) as size`,
  );
  return {
    ads: Number(row?.ads),
    photos: Number(row?.photos),
    size: typeof row?.size === 'string' ? row.size : '?',
  };
}
