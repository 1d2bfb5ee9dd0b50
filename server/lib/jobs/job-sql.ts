import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from 'pg-boss';
import type { DatabaseHandle } from '../../db/client.js';

/** What pg-boss runs its statements through (its `db` option): `text` with `$1…` and `values`. */
export type JobSql = Db;

/**
 * pg-boss wraps its schema changes and maintenance in `BEGIN; …; COMMIT;` in one string. Run as one
 * simple query, a failure in the middle would leave the connection inside an aborted transaction
 * (on PGlite, the only connection), so the body runs in a transaction this module opens and ends.
 */
const LOCKED = /^\s*BEGIN;([\s\S]*);\s*COMMIT;\s*$/;

type Rows = { rows: unknown[] };
/**
 * A multi-statement string answers one result per statement; pg-boss reads their rows together
 * (its own pool's answer goes through the same flattening), so this hands them over that way.
 */
const allRows = (results: unknown): Rows => {
  const all = results as Rows | Rows[];
  return Array.isArray(all) ? { rows: all.flatMap((result) => result.rows) } : all;
};

/** pg-boss's statements on the server's own database: PGlite's one connection, or the pool. */
export function databaseJobSql(database: DatabaseHandle): JobSql {
  return clientJobSql((database.db as unknown as { $client?: unknown }).$client);
}

export function clientJobSql(client: unknown): JobSql {
  if (client instanceof PGlite) return pgliteJobSql(client);
  if (client instanceof pg.Pool) return poolJobSql(client);
  throw new Error('the job runner needs a PGlite or node-postgres database');
}

function pgliteJobSql(client: PGlite): JobSql {
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const body = LOCKED.exec(text)?.[1];
      if (body === undefined) return allRows(await client.exec(text));
      return client.transaction(async (tx) => allRows(await tx.exec(body)));
    },
  };
}

function poolJobSql(pool: pg.Pool): JobSql {
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) return pool.query(text, values);
      const body = LOCKED.exec(text)?.[1];
      if (body === undefined) return allRows(await pool.query(text));
      const connection = await pool.connect();
      let broken: Error | undefined;
      try {
        await connection.query('BEGIN');
        const result = allRows(await connection.query(body));
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        await connection.query('ROLLBACK').catch((rollback: unknown) => {
          broken = rollback instanceof Error ? rollback : new Error(String(rollback));
        });
        throw error;
      } finally {
        // A connection that could not roll back is dropped rather than handed to the next query.
        connection.release(broken);
      }
    },
  };
}
