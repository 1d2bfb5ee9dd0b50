import { createHash } from 'node:crypto';
import { Placeholder, sql, type SQL, type SQLChunk, type SQLWrapper } from 'drizzle-orm';
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

const statementName = (text: string) =>
  `q${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;

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
  const result = await client.query<Row & pg.QueryResultRow>({
    name: statementName(text),
    text,
    values: params,
  });
  return result.rows;
}

/** A statement compiled once, its values named by placeholders, sent as a named prepared statement. */
export interface Compiled {
  name: string;
  text: string;
  /** The placeholder each value of the statement takes its value from, in order. */
  placeholders: string[];
}

/** Compiles a statement whose every value is a placeholder (`sql.placeholder(name)`). */
export function compiledStatement(query: SQLWrapper): Compiled {
  const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
  const placeholders = params.map((param: unknown): string => {
    if (!(param instanceof Placeholder)) throw new Error('a compiled statement takes every value by name');
    return String(param.name);
  });
  return { name: statementName(text), text, placeholders };
}

/**
 * The rows of a compiled statement with `values`, on PostgreSQL as its named prepared statement (no
 * compiling, no hashing, parsed once per connection); PGlite has no connections to keep it on, and
 * runs `written()` (the same statement with its values written in) as `rowsOf` does.
 */
export async function runCompiled<Row = Record<string, unknown>>(
  db: Pick<Database, 'execute'>,
  compiled: Compiled,
  values: Record<string, unknown>,
  written: () => SQLWrapper,
): Promise<Row[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return rowsOf<Row>(db, written());
  const result = await client.query<Row & pg.QueryResultRow>({
    name: compiled.name,
    text: compiled.text,
    values: compiled.placeholders.map((name) => values[name] ?? null),
  });
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
