import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../../deps.js';
import { parseDetailsPath } from './details-path.js';
import { injectHead } from './inject-head.js';
import { loadPublishedAd } from './load-published-ad.js';
import { genericTags, shareCardTags } from './share-card-tags.js';

/**
 * The web app's index.html for a details URL, with the ad's share card when it is published and the
 * site's generic card (noindex) otherwise; always 200, like every other page path. Undefined when the
 * URL is not a details page or the app is not built.
 */
export async function detailsPage(deps: AppDeps, url: string): Promise<string | undefined> {
  const target = parseDetailsPath(url);
  if (!target) return undefined;
  let shell: string;
  try {
    shell = await readFile(path.join(deps.config.webDistDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
  const ad = await loadPublishedAd(deps, target);
  return injectHead(shell, ad ? shareCardTags(ad) : genericTags);
}
