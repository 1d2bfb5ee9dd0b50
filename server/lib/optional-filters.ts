import { eq, isNotNull, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** No condition when the query leaves `wanted` out; otherwise the column has a value (true) or none. */
export function hasValue(column: PgColumn, wanted: boolean | undefined) {
  if (wanted === undefined) return undefined;
  return wanted ? isNotNull(column) : isNull(column);
}

/** No condition when the query leaves `value` out; otherwise the column equals it. */
export function equalsIfGiven(column: PgColumn, value: unknown) {
  return value === undefined ? undefined : eq(column, value);
}
