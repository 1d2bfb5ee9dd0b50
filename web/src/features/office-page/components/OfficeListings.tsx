import { useTranslation } from 'react-i18next';
import { Pager } from '#web/entities/catalogue/components/Pager';
import { PropertyGrid } from '#web/entities/catalogue/components/PropertyGrid';
import { PAGE_GRID } from '#web/entities/catalogue/page-grid';
import { useResultCount } from '#web/entities/catalogue/result-count';
import { useOfficeAds } from '../hooks/use-office-ads';
import { ADS_PAGE_SIZE } from '../office-ads-state';
import { OfficeFilters } from './OfficeFilters';

/** The office's published ads with the usual filters, sort and pages, all kept in the URL. */
export function OfficeListings({ officeId }: { officeId: number }) {
  const { t } = useTranslation();
  const count = useResultCount();
  const ads = useOfficeAds(officeId);
  const { query } = ads;
  const filtered = Object.keys(ads.filters).length > 0;
  const clear = (
    <button
      type="button"
      onClick={ads.clear}
      className="rounded-lg bg-brand px-5 py-2.5 font-medium text-white hover:bg-brand-strong dark:text-surface"
    >
      {t('officePage.listings.clear')}
    </button>
  );
  return (
    <section aria-labelledby="office-listings" className="mt-10 scroll-mt-24">
      <h2 id="office-listings" className="text-xl font-bold sm:text-2xl">
        {t('officePage.listings.title')}
      </h2>
      <div className="mt-4">
        <OfficeFilters ads={ads} />
      </div>
      <div className="mt-4 flex min-h-9 flex-wrap items-center gap-3">
        <p role="status" className="me-auto font-medium text-ink-muted">
          {query.data
            ? t('catalogue.results', {
                count: query.data.totalDataCount,
                value: count(query.data.totalDataCount, query.data.totalCapped),
              })
            : t('catalogue.loading')}
        </p>
        {filtered && query.data?.totalDataCount !== 0 && (
          <button type="button" onClick={ads.clear} className="font-medium text-brand hover:underline">
            {t('officePage.listings.clear')}
          </button>
        )}
      </div>
      <div
        aria-busy={query.isFetching}
        className={`mt-3 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        <PropertyGrid
          query={query}
          skeletons={ADS_PAGE_SIZE}
          layout={PAGE_GRID}
          emptyTitle={t(filtered ? 'officePage.listings.emptyTitle' : 'officePage.listings.noneTitle')}
          emptyBody={t(filtered ? 'officePage.listings.emptyBody' : 'officePage.listings.noneBody')}
          emptyAction={filtered ? clear : undefined}
        />
        {query.data && (
          <Pager
            page={ads.page}
            pages={query.data.totalPages}
            onPage={(next) => {
              ads.setPage(next);
              document.getElementById('office-listings')?.scrollIntoView({ block: 'start' });
            }}
          />
        )}
      </div>
    </section>
  );
}
