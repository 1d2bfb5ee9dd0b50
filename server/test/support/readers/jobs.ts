import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { rowsOf } from '#server/db/raw-rows.js';

/** Jobs due or running now; those waiting for a later start (a retry's back-off) are not counted. */
export async function pendingJobs(db: Database, queue?: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`
    select count(*)::int as n from pgboss.job
    where state in ('created', 'retry', 'active') and start_after <= now()
      and position('__pgboss' in name) <> 1 ${queue ? sql`and name = ${queue}` : sql``}`,
  );
  return row?.n ?? 0;
}

/** Waits until no job is due or running: what the requests so far asked to run in the background has. */
export async function jobsSettled(db: Database, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while ((await pendingJobs(db)) > 0) {
    if (Date.now() > deadline) throw new Error(`jobs still pending after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until `check` holds, looking every 50 ms. */
export async function eventually(check: () => Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
