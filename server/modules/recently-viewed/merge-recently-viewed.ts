import { inArray, sql } from 'drizzle-orm';
import type { AdCards } from '#contract/compare.js';
import type { Language } from '#contract/common.js';
import type { RecentlyViewedBody } from '#contract/recently-viewed.js';
import type { AppDeps } from '#server/deps.js';
import { properties } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { listRecentlyViewed } from './list-recently-viewed.js';
import { recordViews } from './record-views.js';

/**
 * Merges the device's list into the account's (at sign-in): each ad once at its latest view, newest
 * first, 20 at most. Ads that no longer exist are skipped; a view dated in the future counts as now.
 */
export async function mergeRecentlyViewed(
  deps: AppDeps,
  caller: AuthUser,
  body: RecentlyViewedBody,
  language: Language,
): Promise<AdCards> {
  const now = deps.clock.now();
  const ids = [...new Set(body.views.map((view) => view.propertyId))];
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`recently-viewed:${caller.id}`}))`);
    const existing = ids.length
      ? await tx.select({ id: properties.id }).from(properties).where(inArray(properties.id, ids))
      : [];
    const known = new Set(existing.map((row) => row.id));
    const latest = new Map<number, Date>();
    for (const view of body.views) {
      if (!known.has(view.propertyId)) continue;
      const at = new Date(Math.min(Date.parse(view.viewedAt), now.getTime()));
      const seen = latest.get(view.propertyId);
      if (!seen || at > seen) latest.set(view.propertyId, at);
    }
    await recordViews(
      tx,
      caller.id,
      [...latest].map(([propertyId, viewedAt]) => ({ propertyId, viewedAt })),
    );
  });
  return listRecentlyViewed(deps, caller, language);
}
