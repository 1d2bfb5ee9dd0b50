import { useTranslation } from 'react-i18next';
import type { FeedRunSummary } from '#contract/feeds';
import { Badge } from '#web/components/ui/Badge';
import { Button } from '#web/components/ui/Button';
import { formatDate, formatTime } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { RunCounts } from './RunReport';
import { panelClass } from './panel';

/** The office's latest runs, newest first; each opens its report. */
export function RunsList({ runs, onOpen }: { runs: FeedRunSummary[]; onOpen: (runId: number) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section aria-labelledby="feed-runs-heading" className={panelClass}>
      <h2 id="feed-runs-heading" className="text-xl font-bold">
        {t('feeds.runs.title')}
      </h2>
      {runs.length === 0 ? (
        <p className="mt-4 text-ink-muted">{t('feeds.runs.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-line" data-testid="feed-runs">
          {runs.map((run) => (
            <li key={run.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <div className="min-w-48 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{t(`feeds.sources.${run.source}`)}</span>
                  <Badge
                    tone={run.state === 'failed' ? 'bad' : 'muted'}
                    label={t(`feeds.states.${run.state}`)}
                  />
                  <span className="text-sm text-ink-muted">
                    {formatDate(run.createdAt, language)} {formatTime(run.createdAt, language)}
                  </span>
                </p>
                <div className="mt-1">
                  <RunCounts counts={run.counts} />
                </div>
              </div>
              <Button className="text-sm" onClick={() => onOpen(run.id)}>
                {t('feeds.runs.open')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
