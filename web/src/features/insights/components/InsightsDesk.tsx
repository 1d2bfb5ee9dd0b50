import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/Button';
import { formatNumber } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { downloadCsv, summaryQuery, type DeskScope } from '../api';
import { deskTabs, useDeskParams, type DeskTab } from './desk-params';
import { formatDay } from './format-day';
import { LeadsTab } from './LeadsTab';
import { PerformancePanel } from './PerformancePanel';
import { PeriodSwitch } from './PeriodSwitch';

interface InsightsDeskProps {
  title: string;
  /** A link back (to my ads, to the office). */
  back: ReactNode;
  /** The office's agent filter, given the chosen agent and how to change it. */
  filter?: (agent: string | undefined, onAgent: (agent: string | undefined) => void) => ReactNode;
  scopeOf: (agent: string | undefined) => DeskScope;
}

/**
 * The advertiser's desk: its title, the period, the CSV file, and two tabs: "Performance" and
 * "Leads" (the lead inbox). What it shows is kept in the URL.
 */
export function InsightsDesk({ title, back, filter, scopeOf }: InsightsDeskProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, change] = useDeskParams();
  const scope = scopeOf(params.agent);
  const summary = useQuery(summaryQuery(scope, params.days));
  const [downloading, setDownloading] = useState(false);
  const tabsId = useId();
  const tabId = (tab: DeskTab) => `${tabsId}-${tab}`;

  const onTabKey = (event: KeyboardEvent) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (step === undefined) return;
    // Arrows move along the reading direction: in Arabic the next tab is to the left.
    const forward = (language === 'ar' ? -step : step) > 0;
    const next =
      deskTabs[(deskTabs.indexOf(params.tab) + (forward ? 1 : deskTabs.length - 1)) % deskTabs.length];
    if (next) {
      change({ tab: next });
      document.getElementById(tabId(next))?.focus();
    }
  };

  const download = async () => {
    setDownloading(true);
    await downloadCsv(scope, params.days);
    setDownloading(false);
  };

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-10">
      <div>{back}</div>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
          {summary.data && (
            <p className="mt-1 text-ink-muted" data-desk-range>
              {t('insights.adCount', { n: formatNumber(summary.data.adCount, language) })} ·{' '}
              {t('insights.range', {
                from: formatDay(summary.data.from, language),
                to: formatDay(summary.data.to, language),
              })}
            </p>
          )}
        </div>
        {/* The lead inbox has its own filters, period and file. */}
        {params.tab === 'performance' && (
          <div className="flex flex-wrap items-center gap-3">
            {filter?.(params.agent, (agent) => change({ agent }))}
            <PeriodSwitch value={params.days} onChange={(days) => change({ days })} />
            <Button onClick={() => void download()} pending={downloading} data-csv>
              <Download aria-hidden className="size-4" />
              {t('insights.csv')}
            </Button>
          </div>
        )}
      </header>
      <div
        role="tablist"
        aria-label={t('insights.tabs.label')}
        className="flex gap-2 border-b border-line"
        onKeyDown={onTabKey}
      >
        {deskTabs.map((tab) => (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={params.tab === tab}
            aria-controls={`${tabId(tab)}-panel`}
            tabIndex={params.tab === tab ? 0 : -1}
            onClick={() => change({ tab })}
            className="-mb-px min-h-11 border-b-2 border-transparent px-4 font-medium text-ink-muted aria-selected:border-brand aria-selected:text-ink"
          >
            {t(`insights.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div
        id={`${tabId(params.tab)}-panel`}
        role="tabpanel"
        aria-labelledby={tabId(params.tab)}
        data-desk-tab={params.tab}
      >
        {params.tab === 'performance' ? (
          <PerformancePanel scope={scope} params={params} onChange={change} />
        ) : (
          <LeadsTab scope={scope} />
        )}
      </div>
    </section>
  );
}
