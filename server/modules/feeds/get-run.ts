import { and, eq, isNotNull } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { AppDeps } from '#server/deps.js';
import { feedListings, feedRuns } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError } from '#server/lib/errors.js';
import { requireFeedManager } from './feed-access.js';
import { runView } from './run-view.js';

export async function getFeedRun(
  deps: AppDeps,
  caller: AuthUser,
  officeId: number,
  runId: number,
  language: Language,
) {
  await requireFeedManager(deps.db, officeId, caller.id);
  const [run] = await deps.db
    .select()
    .from(feedRuns)
    .where(and(eq(feedRuns.id, runId), eq(feedRuns.officeId, officeId)));
  if (!run) throw new AppError('notFound', 'notFound');
  const photos = await deps.db
    .select({ reference: feedListings.reference, problems: feedListings.photoProblems })
    .from(feedListings)
    .where(and(eq(feedListings.officeId, officeId), isNotNull(feedListings.photoProblems)));
  return runView(run, language, new Map(photos.map((row) => [row.reference, row.problems ?? []])));
}
