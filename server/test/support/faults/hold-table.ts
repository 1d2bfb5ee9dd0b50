import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';

/**
 * Locks a table until the returned function is called: every other query on it waits (on PGlite,
 * which has one connection, every other query at all).
 */
export async function holdTable(db: Database, table: string): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holding = db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${sql.identifier(table)} in access exclusive mode`);
    locked();
    await released;
  });
  await Promise.race([isLocked, holding]);
  return async () => {
    release();
    await holding;
  };
}
