import { ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Case-insensitive "contains" over a few short columns (names, emails); % and _ match themselves. */
export function containsText(columns: PgColumn[], text: string | undefined): SQL | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  const pattern = `%${trimmed.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}
