/**
 * The desk's listing performance at an office's scale (issue 35 item 4, ADR 0040): an office of 5,000
 * ads among 50,000 published ads, and about 10 million rows of `ad_activity_days` and `ad_activity`
 * (a year of daily roll-ups for the office's ads, 30 days for the others, 88 days of raw events kept
 * until the purge, and the yesterday and today the roll-up has not closed yet), on PostgreSQL; today's
 * raw events are added to the day tables as the live writes would have. Then the real roll-up job runs
 * (timed: it counts closed days again and writes the advertisers' days and the ads' period totals),
 * the real server answers fresh, varied requests one at a time, and each endpoint shape's latency is
 * printed (p50, p99, max). Last, what a flush of 5,000 events costs, before and after the live counts.
 *
 *   npx tsx bench/desk.ts            # loads once into manzil_bench_desk, then measures
 *   npx tsx bench/desk.ts --fresh    # drops it and loads again
 *   npx tsx bench/desk.ts --requests 200
 *
 * BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '#server/db/client.js';
import { rowsOf } from '#server/db/raw-rows.js';
import { seedReferenceData } from '#server/db/seed/reference-data.js';
import type { Config } from '#server/config.js';
import { systemClock } from '#server/lib/clock.js';
import { deriveSecrets } from '#server/lib/secrets.js';
import { startSession } from '#server/modules/account/index.js';
import { rollUpAdActivity, writeActivity } from '#server/modules/ad-activity/index.js';
import { refreshSimilarRanks } from '#server/modules/insights/index.js';
import { startBenchServer } from './lib/bench-server.js';
import { summarize } from './lib/latency.js';
import { ADMIN_URL } from './lib/scale-database.js';

const { values } = parseArgs({
  options: { fresh: { type: 'boolean', default: false }, requests: { type: 'string', default: '300' } },
  strict: true,
});
const REQUESTS = Number(values.requests);
const NAME = 'manzil_bench_desk';
const OFFICE_ADS = 5_000;
const OTHER_ADS = 45_000;
const AGENTS = 25;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

if (values.fresh) await admin(`drop database if exists ${NAME} with (force)`);
if ((await admin(`select 1 from pg_database where datname = '${NAME}'`)).rowCount === 0) {
  await admin(`create database ${NAME}`);
}
const url = new URL(ADMIN_URL);
url.pathname = `/${NAME}`;
const database = openPostgres(url.toString());
const { db } = database;
await database.migrate();

const step = async (label: string, work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
};

await db.execute(sql`create table if not exists bench_desk_load (loaded_at timestamptz not null)`);
const [loaded] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from bench_desk_load`);
if (!loaded?.n) {
  await step('reference data', async () => {
    const [lookupRows] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from lookups`);
    if (!lookupRows?.n) await seedReferenceData(db);
  });
  const lastAgent = `+9665${String(AGENTS).padStart(8, '0')}`;
  const outsider = `+9665${String(AGENTS + 1).padStart(8, '0')}`;
  await step('people, office and 50,000 ads', async () => {
    await db.execute(sql`
      insert into users (phone_number, dial_code, full_name, created_at, updated_at)
      select '+9665' || lpad(n::text, 8, '0'), '+966', 'Agent ' || n, now(), now()
      from generate_series(0, ${AGENTS + 1}) n`);
    await db.execute(sql`
      insert into offices (name_ar, name_en, fal_number, fal_state, fal_checked_at, holder_kind, status,
        created_at, updated_at)
      values ('مكتب القياس', 'Bench Realty', '1100099999', 'valid', now(), 'establishment', 'active', now(), now())`);
    await db.execute(sql`
      insert into office_members (office_id, user_id, role, joined_at)
      select (select id from offices limit 1), id,
        case when phone_number = '+966500000000' then 'owner' else 'agent' end, now()
      from users where phone_number between '+966500000000' and ${lastAgent}`);
    await db.execute(sql`
      with people as (
        select array_agg(id order by phone_number) as ids from users
        where phone_number between '+966500000000' and ${lastAgent}
      ),
      places as (
        select array_agg(id order by id) filter (where key like 'city:%') as cities,
          (array_agg(id) filter (where key = 'region:riyadh'))[1] as region,
          (array_agg(id order by id) filter (where kind = 'transactiontype'))[1:2] as transactions,
          array_agg(id order by id) filter (where kind = 'propertytype' and category = 1) as types
        from lookups
      )
      insert into properties (category, title_ar, title_en, transaction_type_id, property_type_id, region_id,
        city_id, price, area, owner_id, office_id, status, created_at, updated_at, published_at)
      select 1, 'إعلان ' || n, 'Ad ' || n,
        places.transactions[1 + n % 2], places.types[1 + n % least(4, cardinality(places.types))],
        places.region, places.cities[1 + n % least(6, cardinality(places.cities))],
        300000 + (n * 7919) % 4000000, 100 + (n * 31) % 900,
        case when n <= ${OFFICE_ADS} then people.ids[1 + n % ${AGENTS + 1}]
          else (select id from users where phone_number = ${outsider}) end,
        case when n <= ${OFFICE_ADS} then (select id from offices limit 1) end,
        case when n % 10 = 0 then 'sold' else 'published' end,
        now() - (n % 400) * interval '1 day', now(), now() - (n % 400) * interval '1 day'
      from generate_series(1, ${OFFICE_ADS + OTHER_ADS}) n, people, places`);
  });
  const office = sql`(select id from properties where office_id is not null)`;
  await step('a year of roll-ups for the office’s ads', () =>
    db.execute(sql`
      insert into ad_activity_days (property_id, day, kind, visitors)
      select p.id, current_date - d, k.kind, 1 + (p.id * 13 + d * 7) % k.spread
      from ${office} p, generate_series(2, 366) d,
        (values ('impression', 60, 1), ('view', 12, 1), ('phoneReveal', 3, 3), ('message', 2, 7),
          ('favourite', 2, 11), ('whatsappTap', 2, 13)) k(kind, spread, every)
      where (p.id + d) % k.every = 0`),
  );
  await step('30 days of views for the other ads', () =>
    db.execute(sql`
      insert into ad_activity_days (property_id, day, kind, visitors)
      select p.id, current_date - d, k.kind, 1 + (p.id * 17 + d) % k.spread
      from (select id from properties where office_id is null) p, generate_series(2, 31) d,
        (values ('impression', 40), ('view', 8)) k(kind, spread)`),
  );
  await step('raw events: 88 days kept, and yesterday and today not rolled up yet', () =>
    db.execute(sql`
      insert into ad_activity (day, property_id, kind, visitor_key)
      select current_date - d, p.id, k.kind, 'v:' || v
      from ${office} p, generate_series(0, 89) d,
        (values ('impression', 8), ('view', 3), ('phoneReveal', 1)) k(kind, visitors),
        generate_series(1, 8) v
      where v <= k.visitors and (d <= 1 or (p.id + d) % 4 = 0)`),
  );
  await step('today’s raw events counted as the live writes count them', async () => {
    await db.execute(sql`
      insert into ad_activity_days (property_id, day, kind, visitors)
      select property_id, day, kind, count(*)::int from ad_activity where day = current_date
      group by property_id, day, kind
      on conflict (property_id, day, kind) do update set visitors = excluded.visitors`);
    await db.execute(sql`
      insert into advertiser_activity_days (office_id, owner_id, day, kind, visitors)
      select coalesce(p.office_id, 0), p.owner_id, d.day, d.kind, sum(d.visitors)::int
      from ad_activity_days d join properties p on p.id = d.property_id
      where d.day = current_date group by 1, 2, 3, 4`);
  });
  await step('vacuum analyze', async () => {
    await db.execute(sql`vacuum analyze ad_activity_days`);
    await db.execute(sql`vacuum analyze ad_activity`);
    await db.execute(sql`vacuum analyze properties`);
  });
  await db.execute(sql`insert into bench_desk_load values (now())`);
}

const [counts] = await rowsOf<{ days: number; raw: number }>(
  db,
  sql`select (select count(*) from ad_activity_days)::int as days, (select count(*) from ad_activity)::int as raw`,
);
console.log(
  `ad_activity_days ${counts?.days.toLocaleString('en-US')} rows, ad_activity ${counts?.raw.toLocaleString('en-US')} rows`,
);
const log = { info: () => undefined } as unknown as Parameters<typeof refreshSimilarRanks>[0]['log'];
const config = { adActivity: { keepDays: 90 } } as Config;
await step('the ad activity roll-up (the daily job)', () =>
  rollUpAdActivity({ db, clock: systemClock, config, log }, new AbortController().signal),
);
await step('vacuum analyze the day tables', async () => {
  await db.execute(sql`vacuum analyze ad_activity_days`);
  await db.execute(sql`vacuum analyze advertiser_activity_days`);
});
await step('similar ranks (the daily job)', () => refreshSimilarRanks({ db, clock: systemClock, log }));

const [office] = await rowsOf<{ id: number }>(db, sql`select id from offices limit 1`);
const members = await rowsOf<{ id: string; phone_number: string; role: string }>(
  db,
  sql`select u.id, u.phone_number, m.role from office_members m join users u on u.id = m.user_id`,
);
const officeAds = await rowsOf<{ id: number }>(
  db,
  sql`select id from properties where office_id is not null`,
);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const deps = { db, clock: systemClock, secrets: deriveSecrets('bench-secret') };
const owner = members.find((member) => member.role === 'owner');
if (!office || !owner) throw new Error('the office was not loaded');
const ownerToken = (await startSession(deps, { id: owner.id, phoneNumber: owner.phone_number }, randomUUID()))
  .token;
const agents = members.filter((member) => member.role === 'agent');
const agentTokens = new Map<string, string>();
for (const agent of agents.slice(0, 5)) {
  agentTokens.set(
    agent.id,
    (await startSession(deps, { id: agent.id, phoneNumber: agent.phone_number }, randomUUID())).token,
  );
}

await step('a day of flushes: 100 of 500 events on the office’s ads, today’s rows updated as they come', () =>
  liveDay(),
);

const server = await startBenchServer(database, {
  dataDir: await mkdtemp(path.join(tmpdir(), 'desk-bench-')),
  // The roll-up ran above; another at the server's start would rewrite the totals while they are read.
  jobWorkers: false,
});
const periods = [7, 30, 90] as const;
const sorts = ['view', 'impression', 'message', 'phoneReveal', 'newest'] as const;
const base = `/api/website/offices/${office.id}/insights`;

const shapes: Record<string, () => [string, string]> = {
  'office summary': () => [`${base}?days=${pick(periods)}`, ownerToken],
  'office summary, one agent': () => [`${base}?days=${pick(periods)}&agentId=${pick(agents).id}`, ownerToken],
  'office ads, a page': () => [
    `${base}/ads?days=${pick(periods)}&SortBy=${pick(sorts)}&PageNumber=${Math.floor(Math.random() * 10)}`,
    ownerToken,
  ],
  'office ad': () => [`${base}/ads/${pick(officeAds).id}?days=${pick(periods)}`, ownerToken],
  'my summary (an agent)': () => {
    const [, token] = pick([...agentTokens]);
    return [`/api/website/my-insights?days=${pick(periods)}`, token];
  },
  'my ads (an agent)': () => {
    const [, token] = pick([...agentTokens]);
    return [`/api/website/my-insights/ads?days=${pick(periods)}&SortBy=${pick(sorts)}`, token];
  },
  'office CSV (5,000 rows)': () => [`${base}/export?days=${pick(periods)}`, ownerToken],
};

async function timed([pathAndQuery, token]: [string, string]): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.base}${pathAndQuery}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'ar' },
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status}`);
  return performance.now() - started;
}

try {
  console.log(`\n${REQUESTS} requests per shape, one at a time, after 20 to warm up:\n`);
  console.log('| shape | p50 ms | p99 ms | max ms |\n|---|---:|---:|---:|');
  for (const [name, next] of Object.entries(shapes)) {
    const count = name.includes('CSV') ? Math.min(REQUESTS, 30) : REQUESTS;
    for (let warm = 0; warm < 20; warm += 1) await timed(next());
    const latencies: number[] = [];
    for (let n = 0; n < count; n += 1) latencies.push(await timed(next()));
    const { p50, p99, max } = summarize(latencies);
    console.log(`| ${name} | ${p50.toFixed(1)} | ${p99.toFixed(1)} | ${max.toFixed(1)} |`);
  }
  await measureFlush();
} finally {
  await server.close();
  await database.close();
}

/** The statement a flush ran before the live counts: raw rows and views only. */
async function flushBefore(events: { day: string; propertyId: number; kind: string; visitorKey: string }[]) {
  const rows = JSON.stringify(
    events.map((e) => ({ day: e.day, property_id: e.propertyId, kind: e.kind, visitor_key: e.visitorKey })),
  );
  await db.execute(sql`
    with recorded as (
      insert into ad_activity (day, property_id, kind, visitor_key)
      select day, property_id, kind, visitor_key
      from jsonb_to_recordset(${rows}::jsonb) as a(day date, property_id integer, kind text, visitor_key text)
      on conflict do nothing
      returning property_id, kind
    )
    update properties set views = properties.views + added.n
    from (select property_id, count(*)::int as n from recorded where kind = 'view' group by property_id) as added
    where properties.id = added.property_id`);
}

/**
 * Today as the live writes leave it: the recorder's flushes add new visitors to today's rows again and
 * again all day, so readers of today meet rows updated many times since the last vacuum.
 */
async function liveDay() {
  const today = new Date().toISOString().slice(0, 10);
  const kinds = ['impression', 'view', 'phoneReveal', 'share'];
  for (let flush = 0; flush < 100; flush += 1) {
    const tag = randomUUID();
    await writeActivity(
      db,
      Array.from({ length: 500 }, (_, n) => ({
        day: today,
        propertyId: pick(officeAds).id,
        kind: kinds[n % kinds.length] as string,
        visitorKey: `v:day-${tag}-${n}`,
      })),
    );
  }
}

/** 5,000 new events on random office ads today, ten flushes each way, alternating. */
async function measureFlush() {
  const today = new Date().toISOString().slice(0, 10);
  const kinds = ['impression', 'view', 'phoneReveal'];
  const batch = (tag: string) =>
    Array.from({ length: 5_000 }, (_, n) => ({
      day: today,
      propertyId: pick(officeAds).id,
      kind: kinds[n % 3] as string,
      visitorKey: `v:flush-${tag}-${n}`,
    }));
  const before: number[] = [];
  const after: number[] = [];
  for (let run = 0; run < 10; run += 1) {
    let started = performance.now();
    await flushBefore(batch(`b${run}-${randomUUID()}`));
    before.push(performance.now() - started);
    started = performance.now();
    await writeActivity(db, batch(`a${run}-${randomUUID()}`));
    after.push(performance.now() - started);
  }
  const line = (name: string, values: number[]) => {
    const { p50, max } = summarize(values);
    console.log(`| ${name} | ${p50.toFixed(1)} | ${max.toFixed(1)} |`);
  };
  console.log('\nA flush of 5,000 new events (10 each, alternating):\n');
  console.log('| statement | p50 ms | max ms |\n|---|---:|---:|');
  line('before: raw rows and views', before);
  line('after: and the day and advertiser counts', after);
}
