import { desc, eq } from 'drizzle-orm';
import type { AdCards } from '#contract/compare.js';
import type { Language } from '#contract/common.js';
import { MAX_RECENTLY_VIEWED } from '#contract/limits.js';
import type { AppDeps } from '#server/deps.js';
import { recentlyViewed } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { cardsInOrder } from '../ads/index.js';

/** The caller's recently viewed ads, newest first; those no longer public drop out of what is shown. */
export async function listRecentlyViewed(
  deps: AppDeps,
  caller: AuthUser,
  language: Language,
): Promise<AdCards> {
  const rows = await deps.db
    .select({ propertyId: recentlyViewed.propertyId })
    .from(recentlyViewed)
    .where(eq(recentlyViewed.userId, caller.id))
    .orderBy(desc(recentlyViewed.viewedAt), desc(recentlyViewed.propertyId))
    .limit(MAX_RECENTLY_VIEWED);
  const ids = rows.map((row) => row.propertyId);
  return { data: await cardsInOrder(deps, ids, caller.id, language) };
}
