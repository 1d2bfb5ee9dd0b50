import { sql, type SQL } from 'drizzle-orm';
import { adActivityKinds, type AdActivityKind } from '#contract/ad-activity.js';
import type { Database } from '#server/db/client.js';
import { rowsOf } from '#server/db/raw-rows.js';
import { properties } from '#server/db/schema/index.js';
import { addDays } from './insight-days.js';
import type { InsightScope } from './insight-scope.js';

type Reader = Pick<Database, 'execute'>;

/**
 * The last day the daily roll-up wrote (`ad_activity_days` holds whole closed days, written in
 * order), or null before its first run: later days are counted from the raw events. One step down
 * `ad_activity_days_day_idx`.
 */
export async function rolledThrough(db: Reader): Promise<string | null> {
  const [row] = await rowsOf<{ day: string | null }>(
    db,
    sql`select max(day)::text as day from ad_activity_days`,
  );
  return row?.day ?? null;
}

export interface CountedDays {
  from: string;
  to: string;
  /** `rolledThrough`'s answer. */
  rolled: string | null;
}

/**
 * Rows (property_id, day, kind, n) of the scope's ads over the days: each kind's visitors per ad and
 * day, from the roll-up up to its last day and from the raw events after it (one raw row is one
 * visitor, so a count of rows is a count of distinct visitors). Both halves read an index alone:
 * the roll-up's `ad_activity_days_property_counts_idx` ad by ad, the raw table's key day by day.
 */
export function countedRows(scope: InsightScope, { from, to, rolled }: CountedDays): SQL {
  const ads = sql`select ${properties.id} from ${properties} where ${scope}`;
  const parts: SQL[] = [];
  const rolledTo = rolled !== null && rolled < to ? rolled : to;
  if (rolled !== null && rolled >= from) {
    parts.push(sql`
      select d.property_id, d.day, d.kind, d.visitors as n
      from ad_activity_days d
      where d.property_id in (${ads}) and d.day between ${from} and ${rolledTo}`);
  }
  const rawFrom = rolled !== null && rolled >= from ? addDays(rolled, 1) : from;
  if (rawFrom <= to) {
    parts.push(sql`
      select r.property_id, r.day, r.kind, count(*)::int as n
      from ad_activity r
      where r.property_id in (${ads}) and r.day between ${rawFrom} and ${to}
      group by r.property_id, r.day, r.kind`);
  }
  // Nothing to read: no row, typed.
  if (parts.length === 0)
    return sql`select 0 as property_id, current_date as day, ''::text as kind, 0 as n where false`;
  return sql.join(parts, sql` union all `);
}

/** Each kind's count per day over the scope's ads. */
export async function countsByDay(
  db: Reader,
  scope: InsightScope,
  days: CountedDays,
): Promise<{ day: string; kind: AdActivityKind; n: number }[]> {
  return rowsOf(
    db,
    sql`select c.day::text as day, c.kind, sum(c.n)::int as n
        from (${countedRows(scope, days)}) c
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
