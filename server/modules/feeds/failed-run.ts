import type { AppDeps } from '#server/deps.js';
import { feedRuns, type FeedRunRow } from '#server/db/schema/index.js';
import type { AppError } from '#server/lib/errors.js';

const NO_COUNTS = { create: 0, update: 0, unchanged: 0, withdraw: 0, error: 0 };

/** Why a feed URL could not be read: the first field's message key, else the error's own. */
export const failureOf = (error: AppError): string =>
  Object.values(error.options.fields ?? {})[0]?.[0]?.key ?? error.messageKey;

/** A run of a feed URL that could not be read or parsed: recorded, with why, and nothing changed. */
export async function recordFailedRun(
  deps: AppDeps,
  run: { officeId: number; startedBy: string; source: 'url' | 'schedule' },
  failure: string,
): Promise<FeedRunRow> {
  const now = deps.clock.now();
  const [inserted] = await deps.db
    .insert(feedRuns)
    .values({
      ...run,
      format: 'xml',
      full: true,
      state: 'failed',
      listings: [],
      report: [],
      counts: NO_COUNTS,
      failure,
      createdAt: now,
      finishedAt: now,
    })
    .returning();
  if (!inserted) throw new Error('the run was not recorded');
  return inserted;
}
