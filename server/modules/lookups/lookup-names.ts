import { inArray } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { lookups } from '#server/db/schema/index.js';

export interface LookupName {
  id: number;
  nameAr: string;
  nameEn: string;
}

export type LookupNames = ReadonlyMap<number, LookupName>;

const HOLDING = 'lookup names';

const readNames = async (db: AppDeps['db'], ids?: number[]): Promise<LookupNames> => {
  const columns = { id: lookups.id, nameAr: lookups.nameAr, nameEn: lookups.nameEn };
  const rows = await (ids
    ? db.select(columns).from(lookups).where(inArray(lookups.id, ids))
    : db.select(columns).from(lookups));
  return new Map(rows.map((row) => [row.id, row]));
};

/**
 * Every lookup's names by id, held in memory until the next write empties the list cache (in any
 * process that shares the database), so that cards name their city and types without reading them.
 * `ids` not held (added since) are read on their own.
 */
export async function lookupNamesOf(
  deps: Pick<AppDeps, 'db' | 'listCache'>,
  ids: Iterable<number>,
): Promise<LookupNames> {
  const held = await deps.listCache.hold(HOLDING, () => readNames(deps.db));
  const missing = [...new Set(ids)].filter((id) => !held.has(id));
  if (missing.length === 0) return held;
  return new Map([...held, ...(await readNames(deps.db, missing))]);
}
