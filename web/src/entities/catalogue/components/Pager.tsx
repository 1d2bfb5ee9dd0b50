import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface PagerProps {
  /** Zero-based, as the API counts pages. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous / next with "page x of y"; arrows follow the reading direction. */
export function Pager({ page, pages, onPage }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const button =
    'inline-flex items-center gap-1 rounded-lg border border-line px-4 py-2 font-medium hover:bg-surface disabled:opacity-40';
  return (
    <nav
      aria-label={t('catalogue.paging.page', { page: page + 1, pages })}
      className="mt-8 flex items-center justify-center gap-4"
    >
      <button type="button" className={button} disabled={page === 0} onClick={() => onPage(page - 1)}>
        <ChevronRight aria-hidden className="size-4 ltr:rotate-180" />
        {t('catalogue.paging.previous')}
      </button>
      <span className="text-sm text-ink-muted">{t('catalogue.paging.page', { page: page + 1, pages })}</span>
      <button type="button" className={button} disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        {t('catalogue.paging.next')}
        <ChevronLeft aria-hidden className="size-4 ltr:rotate-180" />
      </button>
    </nav>
  );
}
