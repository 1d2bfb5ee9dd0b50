import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adActivityKinds, type AdActivityKind } from '#contract/ad-activity';
import { insightSorts, type InsightAdRow, type InsightPeriod, type InsightSort } from '#contract/insights';
import { Badge } from '#web/components/ui/Badge';
import { Pager } from '#web/entities/catalogue/components/Pager';
import { formatNumber } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { adDetailQuery, adRowsQuery, type DeskScope } from '../api';
import { DailyChart } from './DailyChart';
import { RankLines } from './RankLines';

const PAGE_SIZE = 20;

interface AdRowsProps {
  scope: DeskScope;
  days: InsightPeriod;
  sort: InsightSort;
  page: number;
  onChange: (change: { sort?: InsightSort; page?: number }) => void;
  /** The kind the daily chart of an opened ad shows. */
  kind: AdActivityKind;
}

/** The ads with their counts and ranks: a table on wide screens, a card each on narrow ones. */
export function AdRows({ scope, days, sort, page, onChange, kind }: AdRowsProps) {
  const { t } = useTranslation();
  const sortId = useId();
  const rows = useQuery({
    ...adRowsQuery(scope, days, { page, size: PAGE_SIZE, sort }),
    placeholderData: keepPreviousData,
  });
  const office = scope.kind === 'office';
  return (
    <section aria-labelledby={`${sortId}-title`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${sortId}-title`} className="text-xl font-bold">
          {t('insights.ads.title')}
        </h2>
        <label className="flex items-center gap-2 text-sm">
          <span className="text-ink-muted">{t('insights.ads.sort')}</span>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => onChange({ sort: event.target.value as InsightSort })}
            className="min-h-10 rounded-lg border border-line bg-surface-raised px-2"
          >
            {insightSorts.map((option) => (
              <option key={option} value={option}>
                {option === 'newest' ? t('insights.ads.newest') : t(`insights.kinds.${option}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {rows.isError && !rows.data && (
        <p className="text-red-700 dark:text-red-400">{t('insights.ads.loadFailed')}</p>
      )}
      {rows.data && rows.data.data.length === 0 && (
        <p className="text-ink-muted">{t('insights.ads.empty')}</p>
      )}
      {rows.data === undefined && !rows.isError && (
        <div aria-busy className="h-40 animate-pulse rounded-[var(--radius-card)] bg-surface-raised" />
      )}
      {rows.data && rows.data.data.length > 0 && (
        <ul className="flex flex-col gap-3" aria-busy={rows.isPlaceholderData || undefined} data-insight-ads>
          {rows.data.data.map((row) => (
            <AdRow key={row.id} row={row} scope={scope} days={days} kind={kind} office={office} />
          ))}
        </ul>
      )}
      <Pager page={page} pages={rows.data?.totalPages ?? 0} onPage={(next) => onChange({ page: next })} />
    </section>
  );
}

const STATUS_TONE = { published: 'good', pending: 'waiting', rejected: 'bad', suspended: 'bad' } as const;

/** One ad: its name and state, each kind's count, its ranks, and its daily chart on demand. */
function AdRow({
  row,
  scope,
  days,
  kind,
  office,
}: {
  row: InsightAdRow;
  scope: DeskScope;
  days: InsightPeriod;
  kind: AdActivityKind;
  office: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const tone = (STATUS_TONE as Record<string, 'good' | 'waiting' | 'bad'>)[row.status] ?? 'muted';
  return (
    <li
      className="rounded-[var(--radius-card)] border border-line bg-surface-raised p-4 shadow-sm"
      data-insight-ad={row.id}
    >
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:gap-4">
        <div className="min-w-0 lg:w-64 lg:shrink-0">
          <Link to={`/Property/${row.id}`} className="font-semibold hover:underline">
            <bdi>{row.title}</bdi>
          </Link>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            <Badge tone={tone} label={t(`catalogue.status.${row.status}`)} />
            <span>{row.city}</span>
            {office && row.ownerName && (
              <span>
                · <bdi>{row.ownerName}</bdi>
              </span>
            )}
          </div>
          <div className="mt-2">
            <RankLines rank={row.rank} />
          </div>
        </div>
        <dl className="grid flex-1 grid-cols-4 gap-x-3 gap-y-2 sm:grid-cols-8">
          {adActivityKinds.map((each) => (
            <div key={each} className="flex flex-col" data-count={each}>
              <dt className="text-xs leading-tight text-ink-muted">{t(`insights.kinds.${each}`)}</dt>
              <dd className="text-lg font-semibold">{formatNumber(row.counts[each], language)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailId}
        onClick={() => setOpen(!open)}
        className="mt-3 inline-flex min-h-9 items-center gap-1 text-sm font-medium text-brand hover:underline"
      >
        <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        {open ? t('insights.ads.hideDaily') : t('insights.ads.daily')}
      </button>
      <div id={detailId} hidden={!open} className="mt-3">
        {open && <AdDetail scope={scope} propertyId={row.id} days={days} kind={kind} />}
      </div>
    </li>
  );
}

function AdDetail({
  scope,
  propertyId,
  days,
  kind,
}: {
  scope: DeskScope;
  propertyId: number;
  days: InsightPeriod;
  kind: AdActivityKind;
}) {
  const { t } = useTranslation();
  const detail = useQuery(adDetailQuery(scope, propertyId, days));
  if (detail.isError)
    return <p className="text-red-700 dark:text-red-400">{t('insights.ads.detailFailed')}</p>;
  if (!detail.data) return <div aria-busy className="h-40 animate-pulse rounded-lg bg-surface" />;
  return <DailyChart series={detail.data.series} kind={kind} />;
}
