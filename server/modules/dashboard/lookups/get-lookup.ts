import { eq } from 'drizzle-orm';
import type { DashboardLookup } from '#contract/dashboard/lookups.js';
import type { Database } from '#server/db/client.js';
import type { AppDeps } from '#server/deps.js';
import { lookups } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import { selectLookups, toDashboardLookup } from './lookup-view.js';

/** One entry of any list, hidden or not, with its usage. */
export async function readLookup(db: Pick<Database, 'select'>, id: number): Promise<DashboardLookup> {
  const [found] = await db.select({ kind: lookups.kind }).from(lookups).where(eq(lookups.id, id));
  if (!found) throw new AppError('notFound', 'notFound');
  const [row] = await selectLookups(db, found.kind).where(eq(lookups.id, id));
  if (!row) throw new AppError('notFound', 'notFound');
  return toDashboardLookup(row);
}

export const getLookup = (deps: AppDeps, id: number) => readLookup(deps.db, id);
