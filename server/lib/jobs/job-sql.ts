import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Database, DatabaseHandle } from '../../db/client.js';

/** What pg-boss runs its statements through (its `db` option): `text` with `$1…` and `values`. */
export interface JobSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss wraps its schema changes and maintenance in `BEGIN; …; COMMIT;` in one string. Run as one
 * simple query, a failure in the middle would leave the connection inside an aborted transaction
 * (on PGlite, the only connection), so the body runs in a transaction this module opens and ends.
 */
const LOCKED = /^\s*BEGIN;([\s\S]*);\s*COMMIT;\s*$/;

type Rows = { rows: unknown[] };
/** A multi-statement string answers one result per statement: pg-boss reads the last. */
const last = (results: unknown): Rows => {
  const all = results as Rows | Rows[];
  return Array.isArray(all) ? (all[all.length - 1] ?? { rows: [] }) : all;
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
  const exec = async (text: string): Promise<Rows> => last(await client.exec(text));
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const body = LOCKED.exec(text)?.[1];
      if (body === undefined) return exec(text);
      return client.transaction(async (tx) => last(await tx.exec(body)));
    },
  };
}

function poolJobSql(pool: pg.Pool): JobSql {
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) return pool.query(text, values);
      const body = LOCKED.exec(text)?.[1];
      if (body === undefined) return last(await pool.query(text));
      const connection = await pool.connect();
      let broken: Error | undefined;
      try {
        await connection.query('BEGIN');
        const result = last(await connection.query(body));
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

const PLACEHOLDER = /\$(\d+)/g;

/**
 * pg-boss's statements inside a drizzle transaction, so a job is queued exactly when the write that
 * asks for it commits. Only for statements with values and without `$$` bodies (inserts of jobs).
 */
export function transactionJobSql(tx: Pick<Database, 'execute'>): JobSql {
  return {
    executeSql: async (text, values = []) => {
      const chunks: SQL[] = [];
      let from = 0;
      for (const match of text.matchAll(PLACEHOLDER)) {
        chunks.push(sql.raw(text.slice(from, match.index)));
        chunks.push(sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`);
        from = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(from)));
      const result: unknown = await tx.execute(sql.join(chunks));
      return { rows: (result as Rows).rows };
    },
  };
}
