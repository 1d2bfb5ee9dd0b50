import pg from 'pg';
import type { DatabaseHandle } from '#server/db/client.js';

export interface Statement {
  text: string;
  values: unknown[];
  /** The planner settings its transaction set before it (`bitmapsOnly`), to explain it under them. */
  settings?: Statement;
}

export const isCount = (statement: Statement) => /^select count\(/.test(statement.text);

/** Statements that read the catalogue, the list first and its count after. */
export function catalogueStatements(statements: Statement[]): Statement[] {
  return statements
    .filter(({ text }) => text.includes('from "properties"'))
    .sort((a, b) => Number(isCount(a)) - Number(isCount(b)));
}

/** Statements of a catalogue search: its walks, gathers, counts and ranking, then its cards. */
export function searchStatements(statements: Statement[]): Statement[] {
  return statements.filter(
    ({ text }) => text.includes('"property_search"') || text.includes('from "properties"'),
  );
}

/** What a statement of the search does, by its first words. */
export function statementName({ text }: Statement): string {
  if (isCount({ text, values: [] })) return 'count';
  if (text.startsWith('select "ids"')) return 'walks';
  if (text.startsWith('with "property_search"')) return 'ranked';
  if (text.includes('from "properties"')) return 'cards';
  return text.includes('from "map_cells"') ? 'cells' : 'list';
}

/** Statements of the search map: its cells, or the search window and its count (count last). */
export function mapStatements(statements: Statement[]): Statement[] {
  return statements
    .filter(({ text }) => text.includes('from "map_cells"') || text.includes('from "property_search"'))
    .sort((a, b) => Number(isCount(a)) - Number(isCount(b)));
}

type QueryFunction = (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
type QueryConfig = { text?: string; values?: unknown[] };

export interface Explained {
  plan: string;
  /** NaN when the statement was stopped. */
  milliseconds: number;
  /** Stopped after the limit: the plan is the planner's estimate only. */
  stopped: boolean;
}

function explained({ rows }: { rows: Record<string, unknown>[] }, stopped: boolean): Explained {
  const lines = rows.map((row) => String(row['QUERY PLAN']));
  const time = lines.map((line) => /Execution Time: ([\d.]+) ms/.exec(line)).find(Boolean);
  return { plan: lines.join('\n'), milliseconds: Number(time?.[1] ?? Number.NaN), stopped };
}

const isPool = (client: object): client is pg.Pool => client instanceof pg.Pool;

/**
 * Records the statements the server sends while `during` runs (node-postgres is called with a query
 * config object, PGlite with a string), so EXPLAIN sees exactly what a request ran, parameters included.
 */
export function statementRecorder(database: DatabaseHandle) {
  const client = (database.db as unknown as { $client: { query: QueryFunction } }).$client;
  const query = client.query.bind(client);
  const seen: Statement[] = [];
  let recording = false;
  const recorded = (send: QueryFunction): QueryFunction => {
    let settings: Statement | undefined;
    return (...args: unknown[]) => {
      const [first, values] = args;
      const config = typeof first === 'string' ? { text: first } : (first as QueryConfig | undefined);
      // Values come second, or inside the config (named statements: `preparedRows`, drizzle's prepare).
      const statement = {
        text: config?.text ?? '',
        values: (Array.isArray(values) ? values : config?.values) ?? [],
      };
      if (/^select set_config\(/.test(statement.text)) settings = statement;
      else if (/^(commit|rollback)/i.test(statement.text)) settings = undefined;
      else if (recording && statement.text) seen.push(settings ? { ...statement, settings } : statement);
      return send(...args);
    };
  };
  client.query = recorded(query);
  if (isPool(client)) {
    // Transactions (the gathers and counts through bitmaps) send on a connection checked out of the pool.
    const wrapped = new WeakSet<object>();
    client.on('acquire', (connection) => {
      if (wrapped.has(connection)) return;
      wrapped.add(connection);
      const own = connection as unknown as { query: QueryFunction };
      own.query = recorded(own.query.bind(connection));
    });
  }
  return {
    /** Runs `action` and answers the statements it sent. */
    async during(action: () => Promise<void>): Promise<Statement[]> {
      seen.length = 0;
      recording = true;
      try {
        await action();
      } finally {
        recording = false;
      }
      return [...seen];
    },
    /**
     * EXPLAIN (ANALYZE, BUFFERS) of `statement`; on PostgreSQL a statement that runs longer than
     * `limitMs` is stopped and explained without ANALYZE (PGlite cannot stop one, so it runs to the end).
     */
    async explain(statement: Statement, limitMs: number): Promise<Explained> {
      const analyze = `explain (analyze, buffers) ${statement.text}`;
      if (!isPool(client)) return explained(await query(analyze, statement.values), false);
      const connection = await client.connect();
      const { settings } = statement;
      const underSettings = async (text: string) => {
        await connection.query('begin');
        if (settings) await connection.query(settings.text, settings.values);
        try {
          return await connection.query(text, statement.values);
        } finally {
          await connection.query('rollback');
        }
      };
      try {
        await connection.query(`set statement_timeout = ${Math.round(limitMs)}`);
        return explained(await underSettings(analyze), false);
      } catch (error) {
        if ((error as { code?: string }).code !== '57014') throw error;
        await connection.query('reset statement_timeout');
        return explained(await underSettings(`explain ${statement.text}`), true);
      } finally {
        await connection.query('reset statement_timeout').catch(() => undefined);
        connection.release();
      }
    },
  };
}
