import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RecentlyViewedGrid } from '#web/entities/catalogue/components/RecentlyViewedGrid';
import { StateMessage, stateLinkClass } from '#web/components/ui/StateMessage';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { PAGE_GRID } from '#web/entities/catalogue/page-grid';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { RecentlyViewedPage as Component };

/** /recently-viewed: the last 20 ads the reader opened, newest first (the header menu's entry). */
export function RecentlyViewedPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('compare.recent.title'));
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('compare.recent.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('compare.recent.lead')}</p>
      <div className="mt-8">
        <RecentlyViewedGrid
          layout={PAGE_GRID}
          empty={
            <StateMessage
              icon={History}
              title={t('compare.recent.emptyTitle')}
              body={t('compare.recent.emptyBody')}
            >
              <Link to="/search" className={stateLinkClass}>
                {t('compare.empty.action')}
              </Link>
            </StateMessage>
          }
        />
      </div>
    </section>
  );
}
