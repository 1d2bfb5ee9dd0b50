import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { offices } from '#server/db/schema/index.js';

/** Active brokerage offices (their pages), oldest first, at most `limit` of them. */
export function listSitemapOffices(deps: AppDeps, limit: number): Promise<{ id: number; updatedAt: Date }[]> {
  return deps.db
    .select({ id: offices.id, updatedAt: offices.updatedAt })
    .from(offices)
    .where(eq(offices.status, 'active'))
    .orderBy(asc(offices.id))
    .limit(limit);
}
