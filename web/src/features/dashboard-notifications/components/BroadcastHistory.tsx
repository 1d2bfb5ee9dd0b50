import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BroadcastSegment } from '#contract/dashboard/notifications';
import { formatNumber } from '#web/lib/formatting/format';
import { lookupQuery } from '#web/entities/catalogue/api';
import { useBroadcastHistory } from '../api';
import { errorMessage } from '#web/lib/api/api-client';
import { formatDateTime } from '#web/lib/formatting/date-time';
import { DEFAULT_PAGE_SIZE } from '#web/components/back-office/list-params';
import { useLanguage } from '#web/lib/i18n/i18n';
import { Pagination } from '#web/components/back-office/Pagination';

/**
 * The broadcasts sent, newest first: the title in both languages, to whom, how many, when and by
 * whom. Cards rather than a table: nothing in them is interactive, and they fit a phone's width.
 */
export function BroadcastHistory() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(0);
  const history = useBroadcastHistory({ page, pageSize: DEFAULT_PAGE_SIZE });
  const regions = useQuery(lookupQuery('region', { PageSize: 100 }));
  const regionName = (id: number) => regions.data?.data.find((item) => item.id === id)?.name ?? `#${id}`;

  const segmentText = (segment: BroadcastSegment) => {
    switch (segment.kind) {
      case 'region':
        return t('dashboard.broadcast.segmentRegion', { region: regionName(segment.regionId) });
      case 'joinedSince':
        return t('dashboard.broadcast.segmentSince', { date: segment.since });
      default:
        return t(`dashboard.broadcast.segments.${segment.kind}`);
    }
  };

  let body: ReactNode;
  if (history.isError) {
    body = (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {errorMessage(history.error)}
      </p>
    );
  } else if (!history.data) {
    body = <div aria-busy className="h-24 animate-pulse rounded-[var(--radius-card)] bg-line" />;
  } else if (history.data.data.length === 0) {
    body = <p className="text-sm text-ink-muted">{t('dashboard.broadcast.historyEmpty')}</p>;
  } else {
    body = (
      <ol aria-labelledby="broadcast-history" aria-busy={history.isFetching} className="flex flex-col gap-3">
        {history.data.data.map((item) => (
          <li
            key={item.id}
            className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-surface-raised p-4"
          >
            {/* Each line keeps the page's alignment; the text inside keeps its own direction. */}
            <div className="flex flex-col gap-0.5">
              <span lang="ar" className="font-bold">
                <bdi dir="rtl">{item.titleAr}</bdi>
              </span>
              <span lang="en" className="text-ink-muted">
                <bdi dir="ltr">{item.titleEn}</bdi>
              </span>
            </div>
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-ink-muted">{t('dashboard.broadcast.segment')}</dt>
              <dd>{segmentText(item.segment)}</dd>
              <dt className="text-ink-muted">{t('dashboard.broadcast.recipients')}</dt>
              <dd>{formatNumber(item.sent, language)}</dd>
              <dt className="text-ink-muted">{t('dashboard.broadcast.time')}</dt>
              <dd>{formatDateTime(item.createdAt, language)}</dd>
              <dt className="text-ink-muted">{t('dashboard.broadcast.by')}</dt>
              <dd className="break-all">
                <bdi dir="ltr">{item.staff.email}</bdi>
              </dd>
            </dl>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section aria-labelledby="broadcast-history" className="flex flex-col gap-3">
      <h2 id="broadcast-history" className="text-lg font-bold">
        {t('dashboard.broadcast.history')}
      </h2>
      {body}
      {history.data && history.data.totalPages > 1 && (
        <Pagination
          page={page}
          totalPages={history.data.totalPages}
          totalCount={history.data.totalDataCount}
          onPage={setPage}
        />
      )}
    </section>
  );
}
