import type { SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';

/** The rows of a raw statement, the same way on node-postgres and PGlite. */
export async function rowsOf(db: Database, query: SQLWrapper): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(query.getSQL());
  return (result as { rows: Record<string, unknown>[] }).rows;
}
