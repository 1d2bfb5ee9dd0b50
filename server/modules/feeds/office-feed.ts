import { desc, eq } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { OfficeFeed } from '#contract/feeds.js';
import type { AppDeps } from '#server/deps.js';
import { feedRuns, officeFeeds } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { requireFeedManager } from './feed-access.js';
import { runSummary } from './run-view.js';

const RUNS_SHOWN = 20;

async function feedOf(deps: AppDeps, officeId: number, language: Language): Promise<OfficeFeed> {
  const [feed] = await deps.db.select().from(officeFeeds).where(eq(officeFeeds.officeId, officeId));
  const runs = await deps.db
    .select({
      id: feedRuns.id,
      source: feedRuns.source,
      format: feedRuns.format,
      full: feedRuns.full,
      state: feedRuns.state,
      counts: feedRuns.counts,
      failure: feedRuns.failure,
      createdAt: feedRuns.createdAt,
      appliedAt: feedRuns.appliedAt,
      finishedAt: feedRuns.finishedAt,
    })
    .from(feedRuns)
    .where(eq(feedRuns.officeId, officeId))
    .orderBy(desc(feedRuns.id))
    .limit(RUNS_SHOWN);
  return { url: feed?.url ?? null, runs: runs.map((run) => runSummary(run, language)) };
}

/** The office's saved feed URL and its latest runs, for its owner and managers. */
export async function getOfficeFeed(deps: AppDeps, caller: AuthUser, officeId: number, language: Language) {
  await requireFeedManager(deps.db, officeId, caller.id);
  return feedOf(deps, officeId, language);
}

/**
 * Saves the URL the office is re-synced from, acting for the caller from now on; null stops the
 * syncing. The address is checked when it is fetched (a name's addresses can change).
 */
export async function saveFeedUrl(
  deps: AppDeps,
  caller: AuthUser,
  officeId: number,
  url: string | null,
  language: Language,
): Promise<OfficeFeed> {
  await requireFeedManager(deps.db, officeId, caller.id);
  const now = deps.clock.now();
  if (url === null) {
    await deps.db.delete(officeFeeds).where(eq(officeFeeds.officeId, officeId));
  } else {
    await deps.db
      .insert(officeFeeds)
      .values({ officeId, url, savedBy: caller.id, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: officeFeeds.officeId, set: { url, savedBy: caller.id, updatedAt: now } });
  }
  return feedOf(deps, officeId, language);
}
