import { sql } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { rowsOf } from '#server/db/raw-rows.js';
import {
  adActivity,
  adActivityDays,
  adActivityTotals,
  advertiserActivityDays,
  properties,
} from '#server/db/schema/index.js';
import { addDays, utcDay } from './utc-day.js';

const PURGE_BATCH = 5_000;

/**
 * The `ad-activity-rollup` job (ADR 0040, "Events"): every write of raw events already adds them to
 * their day in `ad_activity_days` (write-activity.ts); this job is the correction. Every closed UTC
 * day still holding raw events whose count disagrees with the sum of its day rows (rows written
 * before the live counts, a write lost halfway) is counted again whole from the raw events; the same
 * raw rows give the same numbers, so a rerun or a run after a restart changes nothing. Raw events
 * are only ever added, so a day whose count of raw rows equals the sum of its day rows is up to date.
 * A day counted again, and a closed day with day rows but no advertiser rows (days before
 * `advertiser_activity_days` existed), has its `advertiser_activity_days` rewritten from its day rows
 * and the ads' owners and offices now, in the same transaction. Then `ad_activity_totals` is written
 * again whole for the closed days of each period (the desk's ads list sorts by it). Then the raw events older than
 * AD_ACTIVITY_KEEP_DAYS go; their day rows stay (a day partly purged is never counted again).
 */
export async function rollUpAdActivity(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'log'>,
  signal: AbortSignal,
): Promise<void> {
  const today = utcDay(deps.clock.now());
  const keepFrom = addDays(today, -deps.config.adActivity.keepDays);
  const days = await daysToRollUp(deps, keepFrom, today);
  const recount = new Set(days);
  const advertiserDays = [...new Set([...days, ...(await daysWithoutAdvertisers(deps, today))])].sort();
  for (const day of advertiserDays) {
    signal.throwIfAborted();
    await deps.db.transaction(async (tx) => {
      if (recount.has(day)) {
        await tx.execute(sql`
          insert into ${adActivityDays} (property_id, day, kind, visitors)
          select property_id, day, kind, count(*)::int from ${adActivity}
          where day = ${day}::date
          group by property_id, day, kind
          on conflict (property_id, day, kind) do update set visitors = excluded.visitors`);
      }
      await tx.execute(sql`delete from ${advertiserActivityDays} where day = ${day}::date`);
      await tx.execute(sql`
        insert into ${advertiserActivityDays} (office_id, owner_id, day, kind, visitors)
        select coalesce(p.office_id, 0), p.owner_id, d.day, d.kind, sum(d.visitors)::int
        from ${adActivityDays} d join ${properties} p on p.id = d.property_id
        where d.day = ${day}::date
        group by 1, 2, 3, 4`);
    });
  }
  await writePeriodTotals(deps, today);
  const purged = await purgeRawActivity(deps, keepFrom, signal);
  deps.log.info(
    { rolledUpDays: days.length, advertiserDays: advertiserDays.length, purged },
    'ad activity roll-up finished',
  );
}

/** Kept closed days whose raw events and day rows disagree (or have none yet), oldest first. */
async function daysToRollUp(deps: Pick<AppDeps, 'db'>, from: string, today: string): Promise<string[]> {
  const rows = await rowsOf<{ day: string }>(
    deps.db,
    sql`
      select raw.day::text as day
      from (
        select day, count(*)::int as n from ${adActivity}
        where day >= ${from}::date and day < ${today}::date group by day
      ) as raw
      left join (
        select day, sum(visitors)::int as n from ${adActivityDays}
        where day >= ${from}::date and day < ${today}::date group by day
      ) as rolled on rolled.day = raw.day
      where rolled.n is distinct from raw.n
      order by raw.day`,
  );
  return rows.map((row) => row.day);
}

/** Closed days with day rows but no advertiser rows (written before those existed). */
async function daysWithoutAdvertisers(deps: Pick<AppDeps, 'db'>, today: string): Promise<string[]> {
  const rows = await rowsOf<{ day: string }>(
    deps.db,
    sql`
      select d.day::text as day
      from (select distinct day from ${adActivityDays} where day < ${today}::date) as d
      where not exists (select 1 from ${advertiserActivityDays} a where a.day = d.day)`,
  );
  return rows.map((row) => row.day);
}

/**
 * Each ad's visitors of each kind over the 7, 30 and 90 days' periods ending today, without today (the
 * closed days), with its office and owner now: one pass over the last 89 closed days, in one
 * transaction. Ads deleted since have none.
 */
async function writePeriodTotals(deps: Pick<AppDeps, 'db'>, today: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`delete from ${adActivityTotals}`);
    await tx.execute(sql`
      insert into ${adActivityTotals} (property_id, days, kind, visitors, office_id, owner_id)
      select t.property_id, t.days, t.kind, t.visitors, ad.office_id, ad.owner_id
      from (
        select d.property_id, p.days, d.kind, sum(d.visitors)::int as visitors
        from ${adActivityDays} d
        join (values (7), (30), (90)) as p(days) on d.day > ${today}::date - p.days
        where d.day > ${today}::date - 90 and d.day < ${today}::date
        group by d.property_id, p.days, d.kind
      ) t
      join ${properties} ad on ad.id = t.property_id`);
  });
  // The rewrite leaves every old row dead and the new ones not yet known visible to all: the desk's
  // index-only ranges would visit the table for each row until a vacuum; this one runs now.
  await deps.db.execute(sql`vacuum (analyze) ${adActivityTotals}`);
}

/** Raw events of days before `before`, in batches by the row's address (the key has four columns). */
async function purgeRawActivity(
  deps: Pick<AppDeps, 'db'>,
  before: string,
  signal: AbortSignal,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    signal.throwIfAborted();
    const gone = await rowsOf(
      deps.db,
      sql`delete from ${adActivity} where ctid in (
            select ctid from ${adActivity} where day < ${before}::date limit ${PURGE_BATCH})
          returning 1`,
    );
    deleted += gone.length;
    if (gone.length < PURGE_BATCH) return deleted;
  }
}
