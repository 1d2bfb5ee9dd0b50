import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { GridLayout } from '#web/entities/catalogue/components/PropertyGrid';
import { FilterSidebar } from '../components/FilterSidebar';
import { ListingResults } from '../components/ListingResults';
import { ListingsHeader } from '../components/ListingsHeader';
import { ListToolbar } from '../components/ListToolbar';
import { ResultsSummary } from '../components/ResultsSummary';
import { UnderstoodChips } from '../components/UnderstoodChips';
import { useListFilters } from '../hooks/use-list-filters';
import { useListResults } from '../hooks/use-list-results';
import { LIST_SCREENS, screenKindOf, type ScreenKind } from '../list-kinds';

export { listLoader as loader } from '../list-kinds';
export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';

/** The grid beside the 18rem filters (gap 2rem) in max-w-7xl: two columns, then three from 1280 px. */
const CATEGORY_GRID: GridLayout = {
  columns: 'sm:grid-cols-2 xl:grid-cols-3',
  photoSizes:
    '(min-width: 1280px) 296px, (min-width: 1024px) calc(50vw - 186px), (min-width: 640px) calc(50vw - 26px), calc(100vw - 32px)',
};

/** /recidence, /industry and /AllFeatureProperty, each anew (its own filters and page). */
export function Component() {
  const kind = screenKindOf(useLocation().pathname);
  return <CategoryListPage key={kind} kind={kind} />;
}

/** One category list: filters beside (or above) a paged grid of cards. */
function CategoryListPage({ kind }: { kind: ScreenKind }) {
  const { t } = useTranslation();
  const screen = LIST_SCREENS[kind];
  const list = useListFilters(screen);
  const results = useListResults(screen, list);
  const filtered = Object.keys(list.filters).length > 0;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:py-8">
      <ListingsHeader kind={kind} />
      <div className="lg:flex lg:gap-8">
        <FilterSidebar list={list} />
        <section aria-label={t('listings.results')} className="min-w-0 flex-1">
          <ListToolbar screen={screen} list={list} />
          <ResultsSummary
            total={results.data?.totalDataCount}
            capped={results.data?.totalCapped}
            filtered={filtered}
            onClear={list.clearFilters}
          />
          <UnderstoodChips list={list} understood={results.data?.understood} />
          <div className="mt-3">
            <ListingResults
              query={results}
              page={list.page}
              onPage={list.setPage}
              onClear={filtered ? list.clearFilters : undefined}
              layout={CATEGORY_GRID}
            />
          </div>
        </section>
      </div>
    </div>
  );
}
