import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';

type Reader = Pick<Database, 'select' | 'execute'>;

/** Only bitmap scans: an index walked in order is what gathering matches is there to avoid. */
export function bitmapsOnly<T>(db: Database, read: (tx: Reader) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true),
      set_config('enable_indexscan', 'off', true), set_config('enable_indexonlyscan', 'off', true)`);
    return read(tx);
  });
}
