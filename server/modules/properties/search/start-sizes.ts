import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { numbers, rowsOf } from '../../../db/raw-rows.js';

/** The columns a walk may start among (search-filters.ts `walkStarts`), as the table names them. */
export type StartColumn = 'category' | 'property_type_id' | 'city_id' | 'region_id';

/** The ads of one value of a column; undefined is the whole catalogue. */
export type Start = { column: StartColumn; value: number } | undefined;

/** How many ads a start holds, as ANALYZE last saw them; undefined when it did not (not analysed, or rare). */
export type StartSize = (start: Start) => number | undefined;

const READ_EVERY_MS = 60_000;
const read = new WeakMap<object, { at: number; sizes: Promise<StartSize> }>();

/**
 * The planner's own statistics of the search table (its row count and the most common values of the
 * start columns with their share), read at most once a minute per database: a catalogue's shape moves
 * slowly, and reading them costs a catalogue query, not a count.
 */
export function startSizes(db: Database, now = Date.now()): Promise<StartSize> {
  const cached = read.get(db);
  if (cached && now - cached.at < READ_EVERY_MS) return cached.sizes;
  const sizes = readSizes(db).catch(() => () => undefined);
  read.set(db, { at: now, sizes });
  return sizes;
}

interface StatsRow {
  column: StartColumn | null;
  vals: string | null;
  freqs: number[] | string | null;
  rows: number | string;
}

async function readSizes(db: Database): Promise<StartSize> {
  const rows = await rowsOf<StatsRow>(
    db,
    sql`select s.attname as "column", s.most_common_vals::text as vals, s.most_common_freqs as freqs,
        c.reltuples as rows
      from pg_class c
      left join pg_stats s on s.schemaname = current_schema() and s.tablename = 'property_search'
        and s.attname in ('category', 'property_type_id', 'city_id', 'region_id')
      where c.oid = to_regclass('property_search')`,
  );
  const total = Number(rows[0]?.rows ?? -1);
  if (!(total > 0)) return () => undefined;
  const shares = new Map<string, number>();
  for (const row of rows) {
    if (!row.column || !row.vals || !row.freqs) continue;
    const freqs = numbers(row.freqs);
    numbers(row.vals).forEach((value, index) => shares.set(`${row.column}:${value}`, freqs[index] ?? 0));
  }
  return (start) => {
    if (start === undefined) return total;
    const share = shares.get(`${start.column}:${start.value}`);
    return share === undefined ? undefined : share * total;
  };
}
