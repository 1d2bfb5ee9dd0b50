import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.js';

const BATCH = 5000;

/**
 * Deletes the rows of `table` matching `where`, `BATCH` at a time by their key: short transactions
 * that never hold a large table for long. Answers how many went.
 */
export async function deleteInBatches(
  db: Database,
  table: PgTable,
  key: PgColumn,
  where: SQL | undefined,
  signal: AbortSignal,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    signal.throwIfAborted();
    const batch = db.select({ key }).from(table).where(where).limit(BATCH);
    const gone = await db.delete(table).where(inArray(key, batch)).returning({ key });
    deleted += gone.length;
    if (gone.length < BATCH) return deleted;
  }
}
