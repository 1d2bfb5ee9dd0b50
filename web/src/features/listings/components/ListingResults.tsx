import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SearchResults } from '#contract/properties';
import { Pager } from '#web/entities/catalogue/components/Pager';
import { PropertyGrid, type GridLayout } from '#web/entities/catalogue/components/PropertyGrid';
import { PAGE_SIZE } from '../list-kinds';
import { ClearFiltersButton } from './ClearFiltersButton';
import { FeaturedAds } from './FeaturedAds';

interface ListingResultsProps {
  query: UseQueryResult<SearchResults>;
  page: number;
  onPage: (page: number) => void;
  /** Offered by the empty state when filters narrow the list. */
  onClear: (() => void) | undefined;
  layout: GridLayout;
}

/**
 * The featured ads of the first page, if any, then the cards (with loading, empty and error states)
 * and the pager. While the next answer loads the previous cards stay, dimmed, so the page does not
 * jump. A first page whose every match stands among the featured ads shows them alone.
 */
export function ListingResults({ query, page, onPage, onClear, layout }: ListingResultsProps) {
  const { t } = useTranslation();
  const updating = query.isPlaceholderData;
  const featured = query.data?.featured ?? [];
  const onlyFeatured = featured.length > 0 && query.data?.data.length === 0;
  return (
    <div aria-busy={query.isFetching} className={`transition-opacity ${updating ? 'opacity-60' : ''}`}>
      {updating && <span className="sr-only">{t('listings.updating')}</span>}
      {featured.length > 0 && <FeaturedAds properties={featured} layout={layout} />}
      {!onlyFeatured && (
        <PropertyGrid
          query={query}
          skeletons={PAGE_SIZE}
          layout={layout}
          countsImpressions
          eagerPhotos={featured.length > 0 ? 0 : 2}
          emptyAction={onClear && <ClearFiltersButton variant="solid" onClear={onClear} />}
        />
      )}
      {query.data && (
        <Pager
          page={page}
          pages={query.data.totalPages}
          onPage={(next) => {
            onPage(next);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </div>
  );
}
