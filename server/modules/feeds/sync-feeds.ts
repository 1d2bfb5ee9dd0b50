import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { feedRuns, officeFeeds } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import { safeError } from '#server/lib/safe-error.js';
import { executeRun } from './execute-run.js';
import { failureOf, recordFailedRun } from './failed-run.js';
import { fetchFeed } from './fetch-feed.js';

const NO_COUNTS = { create: 0, update: 0, unchanged: 0, withdraw: 0, error: 0 };

/**
 * The scheduled re-sync (FEED_SYNC_CRON): each saved feed URL is read and applied as a full feed,
 * acting for the person who saved it. A feed that cannot be read is recorded as a failed run (its
 * reason shown to the office) and changes nothing.
 */
export async function syncFeeds(deps: AppDeps, signal: AbortSignal): Promise<void> {
  const feeds = await deps.db.select().from(officeFeeds).orderBy(asc(officeFeeds.officeId));
  for (const feed of feeds) {
    signal.throwIfAborted();
    const base = {
      officeId: feed.officeId,
      startedBy: feed.savedBy,
      source: 'schedule' as const,
      full: true,
      createdAt: deps.clock.now(),
    };
    let read: Awaited<ReturnType<typeof fetchFeed>>;
    try {
      read = await fetchFeed(deps.config, feed.url);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await recordFailedRun(
        deps,
        { officeId: feed.officeId, startedBy: feed.savedBy, source: 'schedule' },
        failureOf(error),
      );
      continue;
    }
    const [run] = await deps.db
      .insert(feedRuns)
      .values({
        ...base,
        format: read.format,
        state: 'applying',
        listings: read.listings,
        report: [],
        counts: NO_COUNTS,
        appliedAt: deps.clock.now(),
      })
      .returning();
    if (!run) continue;
    try {
      await executeRun(deps, run, feed.savedBy);
    } catch (error) {
      deps.log.error({ err: safeError(error), officeId: feed.officeId }, 'feeds: a scheduled sync failed');
      await deps.db
        .update(feedRuns)
        .set({ state: 'failed', listings: [], failure: 'feedRowFailed', finishedAt: deps.clock.now() })
        .where(eq(feedRuns.id, run.id));
    }
  }
}
