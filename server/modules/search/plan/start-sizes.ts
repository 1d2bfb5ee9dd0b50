import { numbers } from '#server/db/raw-rows.js';

/** The columns a walk may start among (search-filters.ts `walkStarts`), as the table names them. */
export type StartColumn = 'category' | 'transaction_type_id' | 'property_type_id' | 'city_id' | 'region_id';

/**
 * The place columns a walk may also start within: a transaction's price walk in a city or a region
 * (migration 0033), a property type's walks in a city (migration 0035).
 */
export type PlaceColumn = 'city_id' | 'region_id';

/**
 * The ads of one value of a column, or of that value within a place (the walk's index leads with
 * both); undefined is the whole catalogue.
 */
export type Start =
  { column: StartColumn; value: number; place?: { column: PlaceColumn; value: number } } | undefined;

/** How many ads a start holds, as ANALYZE last saw them; undefined when it did not (not analysed, or rare). */
export type StartSize = (start: Start) => number | undefined;

/** What the start sizes read of a column's statistics (search-statistics.ts reads the rest of the row). */
export interface ColumnStatistics {
  column: string | null;
  /** The most common values, as their array's text (`{1,2}`). */
  vals: string | null;
  freqs: number[] | string | null;
}

/** The sizes of the starts, from the table's row count and its columns' most common values. */
export function startSizesOf(rows: readonly ColumnStatistics[], total: number): StartSize {
  const shares = new Map<string, number>();
  for (const row of rows) {
    if (!row.column || !row.vals || !row.freqs) continue;
    const freqs = numbers(row.freqs);
    numbers(row.vals).forEach((value, index) => shares.set(`${row.column}:${value}`, freqs[index] ?? 0));
  }
  return (start) => {
    if (start === undefined) return total;
    const share = shares.get(`${start.column}:${start.value}`);
    // A place and a start taken as independent: a place's rents and sales, or villas, in the whole's shares.
    const within = start.place ? shares.get(`${start.place.column}:${start.place.value}`) : 1;
    return share === undefined || within === undefined ? undefined : share * within * total;
  };
}
