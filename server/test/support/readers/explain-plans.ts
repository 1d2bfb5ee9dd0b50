import { sql, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.js';

const dialect = new PgDialect();

/**
 * The plans of statements with sequential scans priced out (`enable_seqscan = off`): a plan that still
 * holds one has no index to use.
 */
export function plansWithoutSeqScans(
  db: Database,
  statementsOf: (tx: Pick<Database, 'select' | 'execute'>) => readonly SQLWrapper[],
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const plans: string[] = [];
    for (const statement of statementsOf(tx)) {
      const { sql: text, params } = dialect.sqlToQuery(statement.getSQL());
      const explained: unknown = await tx.execute(sql.raw(`explain ${inline(text, params)}`));
      const { rows } = explained as { rows: Record<string, unknown>[] };
      plans.push(rows.map((row) => Object.values(row).join('')).join('\n'));
    }
    return plans;
  });
}

/** EXPLAIN takes no parameters: the statement's values written in as literals. */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_match, index: string) => literal(params[Number(index) - 1]));
}

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : quoted(String(value));
  if (Array.isArray(value)) return quoted(`{${value.join(',')}}`);
  if (value instanceof Date) return quoted(value.toISOString());
  return quoted(typeof value === 'string' ? value : JSON.stringify(value));
}
