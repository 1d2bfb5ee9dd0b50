import { desc } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { properties } from '#server/db/schema/index.js';
import { published } from '../ads/index.js';

export interface SitemapAd {
  id: number;
  category: number;
  updatedAt: Date;
}

/** Published ads, newest first, at most `limit` of them. */
export function listSitemapAds(deps: AppDeps, limit: number): Promise<SitemapAd[]> {
  return deps.db
    .select({ id: properties.id, category: properties.category, updatedAt: properties.updatedAt })
    .from(properties)
    .where(published)
    .orderBy(desc(properties.publishedAt), desc(properties.id))
    .limit(limit);
}
