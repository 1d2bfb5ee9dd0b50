import { eq } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { FeedRun } from '#contract/feeds.js';
import type { AppDeps } from '#server/deps.js';
import { officeFeeds } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError } from '#server/lib/errors.js';
import { requireFeedManager } from './feed-access.js';
import { failureOf, recordFailedRun } from './failed-run.js';
import { fetchFeed } from './fetch-feed.js';
import { recordDryRun } from './record-dry-run.js';
import { runView } from './run-view.js';

/**
 * The owner or a manager dry-runs the saved feed URL now, as a full feed. A URL that cannot be read
 * (an address that may not be fetched, a time-out, no feed) is recorded as a failed run saying why.
 */
export async function checkFeedUrl(
  deps: AppDeps,
  caller: AuthUser,
  officeId: number,
  language: Language,
): Promise<FeedRun> {
  await requireFeedManager(deps.db, officeId, caller.id);
  const [feed] = await deps.db.select().from(officeFeeds).where(eq(officeFeeds.officeId, officeId));
  if (!feed) throw new AppError('conflict', 'feedUrlMissing');
  let read: Awaited<ReturnType<typeof fetchFeed>>;
  try {
    read = await fetchFeed(deps.config, feed.url);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const failed = await recordFailedRun(
      deps,
      { officeId, startedBy: caller.id, source: 'url' },
      failureOf(error),
    );
    return runView(failed, language);
  }
  const { format, listings } = read;
  return recordDryRun(
    deps,
    { officeId, startedBy: caller.id, source: 'url', format, full: true, listings },
    language,
  );
}
