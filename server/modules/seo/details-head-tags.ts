import type { AppDeps } from '#server/deps.js';
import { parseDetailsPath } from './details-path.js';
import { loadPublishedAd } from './load-published-ad.js';
import { genericTags, shareCardTags, type HeadTags } from './share-card-tags.js';

/**
 * The head of a details URL: the ad's share card (Open Graph, JSON-LD) when it is published, the
 * site's generic card (noindex) otherwise. Undefined when the URL is not a details page.
 */
export async function detailsHeadTags(deps: AppDeps, url: string): Promise<HeadTags | undefined> {
  const target = parseDetailsPath(url);
  if (!target) return undefined;
  const ad = await loadPublishedAd(deps, target);
  return ad ? shareCardTags(ad) : genericTags;
}
