import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { numbers, rowsOf } from '#server/db/raw-rows.js';
import { startSizesOf, type ColumnStatistics, type StartSize } from './start-sizes.js';
import { wordSharesOf, type WordsShare } from './word-shares.js';

/** What the planner's statistics of the search table tell a search about where its matches are. */
export interface SearchStatistics {
  startSize: StartSize;
  wordsShare: WordsShare;
}

const READ_EVERY_MS = 60_000;
const read = new WeakMap<object, { at: number; statistics: Promise<SearchStatistics> }>();

const unknown: SearchStatistics = { startSize: () => undefined, wordsShare: () => 0 };

/**
 * The planner's own statistics of the search table (its row count, the most common values of the
 * start columns and the most common lexemes of the documents, with their shares), read at most once
 * a minute per database by the caller's clock: a catalogue's shape moves slowly, and reading them
 * costs a catalogue query, not a count. A request reads them once and passes them down.
 */
export function searchStatistics(db: Database, now: Date): Promise<SearchStatistics> {
  const cached = read.get(db);
  const age = cached ? now.getTime() - cached.at : -1;
  if (cached && age >= 0 && age < READ_EVERY_MS) return cached.statistics;
  const statistics = readStatistics(db).catch(() => unknown);
  read.set(db, { at: now.getTime(), statistics });
  return statistics;
}

export interface StatisticsRow extends ColumnStatistics {
  /** The most common elements (lexemes), as a JSON array. */
  elems: string[] | string | null;
  elemFreqs: number[] | string | null;
  rows: number | string;
}

async function readStatistics(db: Database): Promise<SearchStatistics> {
  const rows = await rowsOf<StatisticsRow>(
    db,
    sql`select s.attname as "column", s.most_common_vals::text as vals, s.most_common_freqs as freqs,
        array_to_json(s.most_common_elems::text::text[])::text as elems,
        s.most_common_elem_freqs as "elemFreqs", c.reltuples as rows
      from pg_class c
      left join pg_stats s on s.schemaname = current_schema() and s.tablename = 'property_search'
        and s.attname in ('category', 'transaction_type_id', 'property_type_id', 'city_id', 'region_id',
          'document')
      where c.oid = to_regclass('property_search')`,
  );
  const total = Number(rows[0]?.rows ?? -1);
  if (!(total > 0)) return unknown;
  const words = rows.find((row) => row.column === 'document');
  const lexemes: unknown = typeof words?.elems === 'string' ? JSON.parse(words.elems) : words?.elems;
  return {
    startSize: startSizesOf(rows, total),
    wordsShare: wordSharesOf(Array.isArray(lexemes) ? lexemes.map(String) : [], numbers(words?.elemFreqs)),
  };
}
