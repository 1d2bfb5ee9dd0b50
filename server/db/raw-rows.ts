import { createHash } from 'node:crypto';
import { sql, type SQL, type SQLChunk, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client.js';

/** The rows of a raw statement, the same way on node-postgres and PGlite. */
export async function rowsOf<Row = Record<string, unknown>>(
  db: Pick<Database, 'execute'>,
  query: SQLWrapper,
): Promise<Row[]> {
  const result: unknown = await db.execute(query.getSQL());
  return (result as { rows: Row[] }).rows;
}

const dialect = new PgDialect();

/**
 * The rows of a raw statement sent as a named prepared statement on PostgreSQL: each connection parses
 * it once, and once PostgreSQL finds a plan that serves every value (after five runs) it stops planning
 * it. For statements whose plan the values do not change (an index walked in its order); PGlite has no
 * connections to keep them on, and runs it as `rowsOf` does. Values come back as `pg` reads them.
 */
export async function preparedRows<Row = Record<string, unknown>>(
  db: Pick<Database, 'execute'>,
  query: SQLWrapper,
): Promise<Row[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return rowsOf<Row>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
  const name = `q${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  const result = await client.query<Row & pg.QueryResultRow>({ name, text, values: params });
  return result.rows;
}

/**
 * A whole number of our own (a length, a limit) written into a statement, not sent as a value: a plan
 * made for any value of a LIMIT assumes a tenth of the table, so a prepared statement would be planned
 * afresh every time.
 */
export const whole = (value: number): SQL => sql.raw(String(Math.trunc(value)));

/** Parts of a statement separated by commas (columns, an order). */
export const commaList = (parts: SQLChunk[]): SQL => sql.join(parts, sql`, `);

/** A number array as either driver gives it: parsed (node-postgres) or as its text (`{1,2.5}`). */
export function numbers(value: number[] | string | null | undefined): number[] {
  if (value === null || value === undefined) return [];
  const items = typeof value === 'string' ? value.replace(/[{}]/g, '').split(',').filter(Boolean) : value;
  return items.map(Number);
}

/** A number column that may be null, as either driver gives it. */
export const numberOrNone = (value: number | string | null | undefined): number | undefined =>
  value === null || value === undefined ? undefined : Number(value);
