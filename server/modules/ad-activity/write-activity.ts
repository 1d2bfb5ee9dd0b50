import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { rowsOf } from '#server/db/raw-rows.js';
import { adActivity, adActivityDays, advertiserActivityDays, properties } from '#server/db/schema/index.js';

export interface ActivityRow {
  day: string;
  propertyId: number;
  kind: string;
  visitorKey: string;
}

/**
 * Raw events into `ad_activity`, one statement (ADR 0040, "Live day counts"): the rows its key lets
 * in (a visitor counts once per ad, kind and day) are added at once to their day in
 * `ad_activity_days` and, for the ad's owner and office now, in `advertiser_activity_days`, and new
 * views to `properties.views`, so the desk reads the day tables only and
 * today's numbers are live up to the last write. Every writer of raw events goes through here.
 * Answers how many rows were new.
 */
export async function writeActivity(db: Pick<Database, 'execute'>, events: ActivityRow[]): Promise<number> {
  if (events.length === 0) return 0;
  const rows = JSON.stringify(
    events.map((event) => ({
      day: event.day,
      property_id: event.propertyId,
      kind: event.kind,
      visitor_key: event.visitorKey,
    })),
  );
  // Sorted upserts: two instances flushing at once take the day rows' locks in the same order.
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`
    with recorded as (
      insert into ${adActivity} (day, property_id, kind, visitor_key)
      select day, property_id, kind, visitor_key
      from jsonb_to_recordset(${rows}::jsonb) as a(day date, property_id integer, kind text, visitor_key text)
      on conflict do nothing
      returning day, property_id, kind
    ),
    per_ad as (
      select property_id, day, kind, count(*)::int as n from recorded group by property_id, day, kind
    ),
    ad_days as (
      insert into ${adActivityDays} (property_id, day, kind, visitors)
      select property_id, day, kind, n from per_ad order by property_id, day, kind
      on conflict (property_id, day, kind) do update set visitors = ad_activity_days.visitors + excluded.visitors
    ),
    advertisers as (
      insert into ${advertiserActivityDays} (office_id, owner_id, day, kind, visitors)
      select coalesce(p.office_id, 0), p.owner_id, per_ad.day, per_ad.kind, sum(per_ad.n)::int
      from per_ad join ${properties} p on p.id = per_ad.property_id
      group by 1, 2, 3, 4
      order by 1, 2, 3, 4
      on conflict (office_id, owner_id, day, kind)
      do update set visitors = advertiser_activity_days.visitors + excluded.visitors
    ),
    views as (
      update ${properties} set views = ${properties.views} + added.n
      from (select property_id, sum(n)::int as n from per_ad where kind = 'view' group by property_id) as added
      where ${properties.id} = added.property_id
    )
    select coalesce(sum(n), 0)::int as n from per_ad`,
  );
  return row?.n ?? 0;
}
