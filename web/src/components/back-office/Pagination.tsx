import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';

interface PaginationProps {
  /** Zero-based, as the server counts. */
  page: number;
  totalPages: number;
  totalCount: number;
  onPage: (page: number) => void;
}

const pagerButton =
  'inline-flex items-center gap-1 rounded-lg border border-line px-3 py-1.5 text-sm font-medium hover:bg-surface disabled:opacity-40 disabled:hover:bg-transparent';

export function Pagination({ page, totalPages, totalCount, onPage }: PaginationProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const pages = Math.max(totalPages, 1);
  return (
    <nav
      aria-label={t('dashboard.table.pages')}
      className="flex flex-wrap items-center justify-between gap-2"
    >
      <p className="text-sm text-ink-muted">
        {t('dashboard.table.total', { total: formatNumber(totalCount, language) })}
      </p>
      <div className="flex items-center gap-2">
        <button type="button" className={pagerButton} disabled={page <= 0} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
          {t('dashboard.table.previous')}
        </button>
        <span className="text-sm" aria-current="page">
          {t('dashboard.table.pageOf', {
            page: formatNumber(page + 1, language),
            pages: formatNumber(pages, language),
          })}
        </span>
        <button
          type="button"
          className={pagerButton}
          disabled={page + 1 >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t('dashboard.table.next')}
          <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
        </button>
      </div>
    </nav>
  );
}
