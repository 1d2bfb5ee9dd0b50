import { sql, type SQL } from 'drizzle-orm';
import { adActivityKinds, type AdActivityKind } from '#contract/ad-activity.js';
import type { Database } from '#server/db/client.js';
import { rowsOf } from '#server/db/raw-rows.js';
import { advertiserActivityDays, properties } from '#server/db/schema/index.js';
import type { InsightScope } from './insight-scope.js';

type Reader = Pick<Database, 'execute'>;

export interface CountedDays {
  from: string;
  to: string;
}

/**
 * Rows (property_id, day, kind, n) of the scope's ads over the days: each kind's visitors per ad and
 * day, from `ad_activity_days` alone (ADR 0040, "Cost"): closed days as the roll-up counted them, today
 * as the live writes added it up to the last flush; ad by ad, through its key.
 */
export function countedRows(scope: InsightScope, { from, to }: CountedDays): SQL {
  const ads = sql`select ${properties.id} from ${properties} where ${scope.ads}`;
  return sql`
    select d.property_id, d.day, d.kind, d.visitors as n
    from ad_activity_days d
    where d.property_id in (${ads}) and d.day between ${from} and ${to}`;
}

/**
 * Each kind's count per day: the advertiser's or office's from `advertiser_activity_days` when the
 * scope has one (a few thousand rows however many ads), else summed over the scope's ads.
 */
export async function countsByDay(
  db: Reader,
  scope: InsightScope,
  days: CountedDays,
): Promise<{ day: string; kind: AdActivityKind; n: number }[]> {
  const rows = scope.activity
    ? sql`select day, kind, visitors as n from ${advertiserActivityDays}
          where ${scope.activity} and day between ${days.from} and ${days.to}`
    : countedRows(scope, days);
  return rowsOf(
    db,
    sql`select c.day::text as day, c.kind, sum(c.n)::int as n
        from (${rows}) c
        group by c.day, c.kind`,
  );
}

/** `sum(n) filter (where kind = …)` for every kind, named by the kind: an ad's counts as columns. */
export const kindColumns = (from: string): SQL =>
  sql.join(
    adActivityKinds.map(
      (kind) =>
        sql`coalesce(sum(${sql.raw(from)}.n) filter (where ${sql.raw(from)}.kind = ${kind}), 0)::int as ${sql.identifier(kind)}`,
    ),
    sql`, `,
  );
