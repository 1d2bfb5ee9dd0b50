import { useQuery } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdActivityKind } from '#contract/ad-activity';
import { StateMessage } from '#web/components/ui/StateMessage';
import { summaryQuery, type DeskScope } from '../api';
import { AdRows } from './AdRows';
import { DailyChart } from './DailyChart';
import type { DeskParams } from './desk-params';
import { TotalsCards } from './TotalsCards';

interface PerformancePanelProps {
  scope: DeskScope;
  params: DeskParams;
  onChange: (change: Partial<DeskParams>) => void;
}

/** The "Performance" tab: each kind's total with its trend, the chosen kind day by day, and the ads. */
export function PerformancePanel({ scope, params, onChange }: PerformancePanelProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<AdActivityKind>('view');
  const summary = useQuery(summaryQuery(scope, params.days));
  if (summary.isError && !summary.data) {
    return (
      <StateMessage
        icon={BarChart3}
        title={t('insights.loadFailed')}
        body={t('insights.loadFailedBody')}
        action={{ label: t('insights.retry'), onClick: () => void summary.refetch() }}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {summary.data ? (
        <>
          <TotalsCards
            totals={summary.data.totals}
            previous={summary.data.previous}
            chosen={kind}
            onChoose={setKind}
          />
          <DailyChart series={summary.data.series} kind={kind} />
        </>
      ) : (
        <div aria-busy className="h-72 animate-pulse rounded-[var(--radius-card)] bg-surface-raised" />
      )}
      <AdRows
        scope={scope}
        days={params.days}
        sort={params.sort}
        page={params.page}
        kind={kind}
        onChange={(change) => onChange(change)}
      />
    </div>
  );
}
