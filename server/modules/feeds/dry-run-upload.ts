import type { Language } from '#contract/common.js';
import type { FeedRun } from '#contract/feeds.js';
import type { AppDeps } from '#server/deps.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { requireFeedManager } from './feed-access.js';
import { parseFeed } from './parse-feed.js';
import { recordDryRun } from './record-dry-run.js';

/**
 * The owner or a manager uploads a feed file: it is read (only once the caller may import, so nobody
 * else's upload is parsed) and dry-run.
 */
export async function dryRunUpload(
  deps: AppDeps,
  caller: AuthUser,
  officeId: number,
  full: boolean,
  readFile: () => Promise<Buffer>,
  language: Language,
): Promise<FeedRun> {
  await requireFeedManager(deps.db, officeId, caller.id);
  const { format, listings } = parseFeed(await readFile(), deps.config.feeds.maxListings);
  return recordDryRun(
    deps,
    { officeId, startedBy: caller.id, source: 'upload', format, full, listings },
    language,
  );
}
