import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { feedActions, type FeedAction, type FeedRun } from '#contract/feeds';
import { Badge, type BadgeTone } from '#web/components/ui/Badge';
import { Button } from '#web/components/ui/Button';
import { formatNumber } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { feedRunQuery, useApplyFeedRun } from '../api';
import { panelClass } from './panel';

export const ACTION_TONES: Record<FeedAction, BadgeTone> = {
  create: 'good',
  update: 'done',
  unchanged: 'muted',
  withdraw: 'waiting',
  error: 'bad',
};

/** The counts of a run, one badge per action it has. */
export function RunCounts({ counts }: { counts: FeedRun['counts'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <p className="flex flex-wrap gap-2">
      {feedActions
        .filter((action) => counts[action] > 0)
        .map((action) => (
          <Badge
            key={action}
            tone={ACTION_TONES[action]}
            label={`${t(`feeds.actions.${action}`)}: ${formatNumber(counts[action], language)}`}
          />
        ))}
    </p>
  );
}

/** A run's report, row by row (its action and its problems per field), and applying a dry run. */
export function RunReport({ officeId, runId }: { officeId: number; runId: number }) {
  const { t } = useTranslation();
  const run = useQuery(feedRunQuery(officeId, runId));
  const apply = useApplyFeedRun(officeId);
  if (run.data === undefined) {
    return <div aria-busy className={`${panelClass} h-40 animate-pulse`} />;
  }
  const { data } = run;
  const changes = data.counts.create + data.counts.update + data.counts.withdraw;
  return (
    <section aria-labelledby="feed-report-heading" className={panelClass} data-testid="feed-report">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="feed-report-heading" className="text-xl font-bold">
          {t(
            data.state === 'dryRun' || data.state === 'superseded'
              ? 'feeds.report.preview'
              : 'feeds.report.result',
          )}
        </h2>
        <Badge tone={data.state === 'failed' ? 'bad' : 'done'} label={t(`feeds.states.${data.state}`)} />
      </div>
      {data.failure && (
        <p role="alert" className="mt-3 text-red-700 dark:text-red-300">
          {t('feeds.report.failed', { reason: data.failure })}
        </p>
      )}
      <div className="mt-3">
        <RunCounts counts={data.counts} />
      </div>
      {data.state === 'dryRun' && (
        <div className="mt-4 flex flex-col gap-2 rounded-lg bg-surface p-4 text-sm">
          <p>{t('feeds.report.reviewNote')}</p>
          {changes > 0 ? (
            <Button
              look="primary"
              className="self-stretch sm:self-start"
              pending={apply.isPending}
              data-testid="feed-apply"
              onClick={() =>
                apply.mutate(runId, {
                  onSuccess: () => void run.refetch(),
                })
              }
            >
              {t('feeds.report.apply')}
            </Button>
          ) : (
            <p className="text-ink-muted">{t('feeds.report.nothing')}</p>
          )}
        </div>
      )}
      {data.state === 'applying' && <p className="mt-4 text-ink-muted">{t('feeds.report.applying')}</p>}
      {data.state === 'applied' && (
        <p className="mt-4 font-medium text-emerald-700 dark:text-emerald-300" data-testid="feed-applied">
          {t('feeds.report.applied')}
        </p>
      )}
      {data.state === 'superseded' && <p className="mt-4 text-ink-muted">{t('feeds.report.superseded')}</p>}
      {data.report.length > 0 && (
        <ol className="mt-4 divide-y divide-line" data-testid="feed-rows">
          {data.report.map((row, index) => (
            <li key={`${row.row ?? 'w'}-${index}`} className="flex flex-col gap-1 py-3">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Badge tone={ACTION_TONES[row.action]} label={t(`feeds.actions.${row.action}`)} />
                <span className="text-sm text-ink-muted">
                  {row.row === null ? t('feeds.report.notInFile') : t('feeds.report.row', { row: row.row })}
                </span>
                {row.reference && (
                  <bdi dir="ltr" className="font-mono text-sm font-medium">
                    {row.reference}
                  </bdi>
                )}
                {row.propertyId !== null && (
                  <Link to={`/Property/${row.propertyId}`} className="text-sm text-brand underline">
                    #{row.propertyId}
                  </Link>
                )}
              </p>
              {row.problems.length > 0 && (
                <ul className="ms-4 list-disc text-sm text-red-700 dark:text-red-300">
                  {row.problems.map((problem, at) => (
                    <li key={at}>
                      <bdi dir="ltr" className="font-mono">
                        {problem.field}
                      </bdi>
                      {': '}
                      {problem.message}
                    </li>
                  ))}
                </ul>
              )}
              {row.photoProblems.length > 0 && (
                <div className="text-sm text-amber-800 dark:text-amber-200">
                  <p>{t('feeds.report.photoProblems')}</p>
                  <ul className="ms-4 list-disc">
                    {row.photoProblems.map((problem, at) => (
                      <li key={at} className="break-all">
                        <bdi dir="ltr">{problem.url}</bdi>
                        {': '}
                        {problem.message}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
