import { and, eq } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { FeedRun } from '#contract/feeds.js';
import type { AppDeps } from '#server/deps.js';
import { feedRuns } from '#server/db/schema/index.js';
import type { FeedListing } from './feed-format.js';
import { listingContext } from './listing-context.js';
import type { FeedFormat } from './parse-feed.js';
import { countsOf, planRun, reportOf } from './plan-run.js';
import { runView } from './run-view.js';

export interface DryRunInput {
  officeId: number;
  startedBy: string;
  source: 'upload' | 'url';
  format: FeedFormat;
  full: boolean;
  listings: FeedListing[];
}

/**
 * Plans the listings without changing any ad and keeps them, with the report, as a run in state
 * `dryRun`; an earlier dry run of the office that was never applied is superseded by it.
 */
export async function recordDryRun(deps: AppDeps, input: DryRunInput, language: Language): Promise<FeedRun> {
  const context = await listingContext(
    deps.db,
    input.officeId,
    input.startedBy,
    deps.config.feeds.photosPerAd,
  );
  const steps = await planRun(deps.db, input.officeId, input.listings, input.full, context);
  const report = steps.map(reportOf);
  const run = await deps.db.transaction(async (tx) => {
    await tx
      .update(feedRuns)
      .set({ state: 'superseded', listings: [], finishedAt: deps.clock.now() })
      .where(and(eq(feedRuns.officeId, input.officeId), eq(feedRuns.state, 'dryRun')));
    const [inserted] = await tx
      .insert(feedRuns)
      .values({
        officeId: input.officeId,
        startedBy: input.startedBy,
        source: input.source,
        format: input.format,
        full: input.full,
        state: 'dryRun',
        listings: input.listings,
        report,
        counts: countsOf(report),
        createdAt: deps.clock.now(),
      })
      .returning();
    if (!inserted) throw new Error('the run was not recorded');
    return inserted;
  });
  return runView(run, language);
}
