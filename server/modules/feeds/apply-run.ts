import { and, eq } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { AppDeps } from '#server/deps.js';
import { feedRuns } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError } from '#server/lib/errors.js';
import { requireFeedManager } from './feed-access.js';
import { FEED_APPLY_QUEUE } from './feed-queues.js';
import { runSummary } from './run-view.js';

/** The owner or a manager confirms a dry run: it becomes `applying`, and a job applies it. */
export async function applyFeedRun(
  deps: AppDeps,
  caller: AuthUser,
  officeId: number,
  runId: number,
  language: Language,
) {
  await requireFeedManager(deps.db, officeId, caller.id);
  const run = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(feedRuns)
      .where(and(eq(feedRuns.id, runId), eq(feedRuns.officeId, officeId)))
      .for('update');
    if (!found) throw new AppError('notFound', 'notFound');
    if (found.state !== 'dryRun') throw new AppError('conflict', 'feedRunNotDryRun');
    const [applying] = await tx
      .update(feedRuns)
      .set({ state: 'applying', appliedAt: deps.clock.now() })
      .where(eq(feedRuns.id, runId))
      .returning();
    await deps.jobs.send(FEED_APPLY_QUEUE, [{ data: { runId, actorId: caller.id } }], tx);
    return applying ?? found;
  });
  deps.jobs.wake(FEED_APPLY_QUEUE);
  return runSummary(run, language);
}
