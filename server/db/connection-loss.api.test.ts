import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '#server/db/client.js';
import { rowsOf } from '#server/db/raw-rows.js';
import {
  newPostgresDatabase,
  type TestPostgresDatabase,
} from '#server/test/support/servers/private-postgres.js';
import { withAdmin } from '#server/test/support/servers/test-database.js';

/**
 * A connection cut while a transaction holds it between two statements (PostgreSQL restarted, a
 * backend killed) fails that transaction and nothing else: the process must not die of the client's
 * unheard 'error' event, which Vitest would report as an uncaught exception of this file.
 */
let target: TestPostgresDatabase;
let database: DatabaseHandle;

beforeAll(async () => {
  target = await newPostgresDatabase();
  database = openPostgres(target.url);
}, 120_000);
afterAll(async () => {
  await database.close();
  await target.close();
});

const backendGone = async (pid: number) => {
  const deadline = Date.now() + 10_000;
  while ((await rowsOf(database.db, sql`select 1 from pg_stat_activity where pid = ${pid}`)).length > 0) {
    if (Date.now() > deadline) throw new Error(`backend ${pid} still there`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

it('a transaction whose connection is cut between two statements fails alone, and the pool serves on', async () => {
  const cut = database.db.transaction(async (tx) => {
    const [own] = await rowsOf<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
    const pid = own?.pid ?? 0;
    await withAdmin(target.url, (client) => client.query('select pg_terminate_backend($1)', [pid]));
    await backendGone(pid);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await rowsOf(tx, sql`select 1`);
  });
  await expect(cut).rejects.toThrow();

  const [after] = await rowsOf<{ one: number }>(database.db, sql`select 1 as one`);
  expect(after?.one).toBe(1);
});
