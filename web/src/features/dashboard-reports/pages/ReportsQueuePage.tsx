import { Check, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportedItem } from '#contract/dashboard/reports';
import { reportKinds, type ReportDecision, type ReportKind } from '#contract/reports';
import { Badge } from '#web/components/ui/Badge';
import { FilterSelect } from '#web/components/ui/filters/FilterSelect';
import { useLanguage } from '#web/lib/i18n/i18n';
import { formatNumber } from '#web/lib/formatting/format';
import { useCan } from '#web/lib/session/staff-session';
import { AdLink } from '#web/components/back-office/AdLink';
import { formatDateTime } from '#web/lib/formatting/date-time';
import type { Column } from '#web/components/back-office/DataTable';
import { ListPage } from '#web/components/back-office/ListPage';
import { rowButton } from '#web/components/back-office/row-buttons';
import { useListState } from '#web/components/back-office/use-list-state';
import { useReportQueue, type ReportSort, type ReportState } from '../api';
import { ReportDecisionDialog } from '../components/ReportDecisionDialog';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { ReportsQueuePage as Component };

/** The two decisions on an open report, as its row's buttons say them. */
const DECISIONS = [
  { decision: 'acted', label: 'dashboard.reports.act', icon: ShieldAlert },
  { decision: 'dismissed', label: 'dashboard.reports.dismiss', icon: Check },
] as const;

/**
 * Reported ads, reviews and messages, one row per item: how many people reported it and why, the
 * reporters' notes (never who they are), and with Reports.Update the two decisions.
 */
export function ReportsQueuePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const list = useListState<ReportSort, { kind?: ReportKind; state: ReportState }>('newest', {
    state: 'open',
  });
  const { kind, state } = list.filters;
  const [deciding, setDeciding] = useState<{ item: ReportedItem; decision: ReportDecision }>();
  const queue = useReportQueue(list.params, kind, state);

  const columns: Column<ReportedItem, ReportSort>[] = [
    {
      id: 'item',
      header: t('dashboard.reports.item'),
      cell: (item) => (
        <span className="flex min-w-48 max-w-md flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone="muted" label={t(`dashboard.reports.kinds.${item.kind}`)} />
            {item.property.heldForReports && (
              <Badge tone="bad" label={t('dashboard.reports.heldForReports')} />
            )}
            {item.isHidden && <Badge tone="bad" label={t('dashboard.reports.hiddenItem')} />}
          </span>
          {item.excerpt && (
            <span dir="auto" className="line-clamp-3 whitespace-pre-line break-words">
              {item.excerpt}
            </span>
          )}
          <AdLink ad={item.property} />
        </span>
      ),
    },
    {
      id: 'count',
      header: t('dashboard.reports.count'),
      className: 'text-center',
      cell: (item) => <span className="text-lg font-bold">{formatNumber(item.reportCount, language)}</span>,
    },
    {
      id: 'reasons',
      header: t('dashboard.reports.reasons'),
      cell: (item) => (
        <span className="flex min-w-44 flex-col gap-1">
          <ul className="flex flex-col gap-0.5">
            {item.reasons.map((reason) => (
              <li key={reason.reason} className="flex justify-between gap-3">
                <span>{t(`report.reasons.${reason.reason}`)}</span>
                <span className="font-semibold tabular-nums">{formatNumber(reason.count, language)}</span>
              </li>
            ))}
          </ul>
          {item.notes.length > 0 && (
            <details className="text-sm text-ink-muted">
              <summary className="cursor-pointer">{t('dashboard.reports.notes')}</summary>
              <ul className="mt-1 list-disc ps-5">
                {item.notes.map((note, index) => (
                  <li key={index} dir="auto" className="break-words">
                    {note}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </span>
      ),
    },
    {
      id: 'date',
      header: t('dashboard.reports.lastReported'),
      className: 'whitespace-nowrap',
      cell: (item) => formatDateTime(item.lastReportedAt, language),
    },
  ];
  const decisionColumn: Column<ReportedItem, ReportSort> =
    state === 'open'
      ? {
          id: 'actions',
          header: t('dashboard.table.actions'),
          cell: (item) => (
            <span className="flex flex-wrap gap-2">
              {DECISIONS.map(({ decision, label, icon: Icon }) => (
                <button
                  key={decision}
                  type="button"
                  className={rowButton}
                  aria-label={`${t(label)} · ${t(`dashboard.reports.itemName.${item.kind}`, { id: item.id })}`}
                  onClick={() => setDeciding({ item, decision })}
                >
                  <Icon aria-hidden className="size-4" />
                  {t(label)}
                </button>
              ))}
            </span>
          ),
        }
      : {
          id: 'decision',
          header: t('dashboard.reports.decision'),
          cell: (item) =>
            item.decision && (
              <span className="flex flex-col gap-1">
                <Badge
                  tone={item.decision === 'acted' ? 'bad' : 'muted'}
                  label={t(`dashboard.reports.decisions.${item.decision}`)}
                />
                {item.resolvedAt && (
                  <span className="text-xs text-ink-muted">{formatDateTime(item.resolvedAt, language)}</span>
                )}
              </span>
            ),
        };
  const shownDecision = state === 'resolved' || can('Reports.Update') ? [decisionColumn] : [];

  return (
    <>
      <ListPage
        title={t('dashboard.nav.reports')}
        columns={[...columns, ...shownDecision]}
        rowKey={(item) => `${item.kind}:${item.id}`}
        query={queue}
        list={list}
        emptyText={t('dashboard.reports.empty')}
        filters={
          <>
            <FilterSelect
              label={t('dashboard.reports.state')}
              className="w-full sm:w-44"
              value={state}
              options={(['open', 'resolved'] as const).map((value) => ({
                value,
                label: t(`dashboard.reports.states.${value}`),
              }))}
              onChange={(value) => list.filter({ state: value as ReportState })}
            />
            <FilterSelect
              label={t('dashboard.reports.kind')}
              className="w-full sm:w-44"
              value={kind ?? ''}
              anyLabel={t('dashboard.reports.kindAll')}
              options={reportKinds.map((value) => ({ value, label: t(`dashboard.reports.kinds.${value}`) }))}
              onChange={(value) => list.filter({ kind: value === '' ? undefined : (value as ReportKind) })}
            />
            <FilterSelect
              label={t('dashboard.reports.sort')}
              className="w-full sm:w-48"
              value={list.sort}
              options={(['newest', 'mostReported'] as const).map((value) => ({
                value,
                label: t(`dashboard.reports.sorts.${value}`),
              }))}
              onChange={(value) => list.setSort(value as ReportSort)}
            />
          </>
        }
      />
      {deciding && (
        <ReportDecisionDialog
          item={deciding.item}
          decision={deciding.decision}
          onClose={() => setDeciding(undefined)}
        />
      )}
    </>
  );
}
