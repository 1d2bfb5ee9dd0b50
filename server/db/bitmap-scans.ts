import { sql } from 'drizzle-orm';
import type { Database } from './database.js';

type Reader = Pick<Database, 'select' | 'execute'>;

/** No sequential scan, no index scan in order: what the connections of `useForBitmapScans` start with. */
export const BITMAP_CONNECTION_SETTINGS = {
  enable_seqscan: 'off',
  enable_indexscan: 'off',
  enable_indexonlyscan: 'off',
} as const;

/** The same for one transaction. */
const settings = (local: boolean) =>
  Object.keys(BITMAP_CONNECTION_SETTINGS)
    .map((name) => `set_config('${name}', 'off', ${local})`)
    .join(', ');

/** Each PostgreSQL database's own connections whose planner may only scan through bitmaps. */
const bitmapConnections = new WeakMap<Database, Database>();

export function useForBitmapScans(db: Database, bitmapsOnly: Database): void {
  bitmapConnections.set(db, bitmapsOnly);
}

/**
 * Reads with only bitmap scans planned: an index walked in order is what gathering matches is there
 * to avoid. On PostgreSQL through connections set so (one round trip, where a transaction setting
 * them took four); on PGlite, in a transaction that sets them.
 */
export function bitmapsOnly<T>(db: Database, read: (tx: Reader) => Promise<T>): Promise<T> {
  const connections = bitmapConnections.get(db);
  if (connections) return read(connections);
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select ${settings(true)}`));
    return read(tx);
  });
}
