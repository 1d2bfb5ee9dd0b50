import type { Language } from '#contract/common.js';
import type { FeedRun, FeedRunSummary } from '#contract/feeds.js';
import { isMessageKey, translate } from '#contract/message-catalogue.js';
import type { FeedRunRow } from '#server/db/schema/index.js';

const say = (key: string, language: Language, params?: Record<string, string | number>) =>
  translate(isMessageKey(key) ? key : 'fieldInvalid', language, params);

/** A run's columns a summary shows (not its listings or report, which can be megabytes). */
export type RunSummaryRow = Omit<FeedRunRow, 'listings' | 'report' | 'officeId' | 'startedBy'>;

export function runSummary(run: RunSummaryRow, language: Language): FeedRunSummary {
  return {
    id: run.id,
    source: run.source,
    format: run.format,
    full: run.full,
    state: run.state,
    counts: run.counts,
    failure: run.failure === null ? null : say(run.failure, language),
    createdAt: run.createdAt.toISOString(),
    appliedAt: run.appliedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

type PhotoProblems = ReadonlyMap<string, readonly { url: string; key: string }[]>;

/**
 * The run with its report, each problem in the reader's language; `photos` holds, by reference, what
 * the last photo fetch of each listing could not take (shown on an applied run's rows).
 */
export function runView(run: FeedRunRow, language: Language, photos: PhotoProblems = new Map()): FeedRun {
  return {
    ...runSummary(run, language),
    report: run.report.map((row) => ({
      row: row.row,
      reference: row.reference,
      action: row.action,
      propertyId: row.propertyId,
      problems: row.problems.map((problem) => ({
        field: problem.field,
        message: say(problem.key, language, problem.params),
      })),
      photoProblems:
        run.state === 'applied' && row.reference !== null && row.action !== 'withdraw'
          ? (photos.get(row.reference) ?? []).map(({ url, key }) => ({ url, message: say(key, language) }))
          : [],
    })),
  };
}
