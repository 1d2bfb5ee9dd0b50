import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridLayout } from '#web/entities/catalogue/components/PropertyGrid';
import { FilterSidebar } from '../components/FilterSidebar';
import { ListingResults } from '../components/ListingResults';
import { ListingsHeader } from '../components/ListingsHeader';
import { ListToolbar } from '../components/ListToolbar';
import { MapAreaChip } from '../components/MapAreaChip';
import { ResultsSummary } from '../components/ResultsSummary';
import { UnderstoodChips } from '../components/UnderstoodChips';
import { ViewToggle, type ResultsView } from '../components/ViewToggle';
import { useIsDesktop } from '../hooks/use-is-desktop';
import { useListFilters } from '../hooks/use-list-filters';
import { useListResults } from '../hooks/use-list-results';
import { LIST_SCREENS } from '../list-kinds';
import { boxOfFilters, boxPatch } from '../map/map-box';
import { MapLoading } from '../map/MapLoading';
import type { MapPanelProps } from '../map/MapPanel';
import { MapUnavailable } from '../map/MapUnavailable';

export { listLoader as loader } from '../list-kinds';
export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { SearchPage as Component };

// The map's panel (its markers query, then Leaflet's chunk): loaded once a map is shown, on a desktop
// right after the list, on a phone when the map view is chosen. Without its code the list stays.
const MapPanel = lazy<ComponentType<MapPanelProps>>(() =>
  import('../map/MapPanel').then(
    ({ MapPanel }) => ({ default: MapPanel }),
    () => ({ default: MapPanelFailed }),
  ),
);

/**
 * From 1024 px the row is max-w-[96rem] less 1.5rem padding: the filters (18rem), the list and the map
 * (34% of the row), 1.5rem apart. Beside the map the list has one column, then two from 1280 px.
 */
const GRID_BESIDE_MAP: GridLayout = {
  columns: 'sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2',
  photoSizes:
    '(min-width: 1536px) 313px, (min-width: 1280px) calc(33vw - 194px), (min-width: 1024px) calc(66vw - 368px), (min-width: 640px) calc(50vw - 26px), calc(100vw - 32px)',
};
/** When the map could not load the list takes its room: two columns, then three from 1280 px. */
const GRID_WITHOUT_MAP: GridLayout = {
  columns: 'sm:grid-cols-2 xl:grid-cols-3',
  photoSizes:
    '(min-width: 1536px) 379px, (min-width: 1280px) calc(33vw - 133px), (min-width: 1024px) calc(50vw - 190px), (min-width: 640px) calc(50vw - 26px), calc(100vw - 32px)',
};

function MapPanelFailed({ onUnavailable }: MapPanelProps) {
  useEffect(() => onUnavailable(), [onUnavailable]);
  return null;
}

/**
 * /search: both categories, every filter, and a map. On phones a switch shows the list or the map; from
 * 1024 px the map sits beside the list. Moving the map offers "search this area", which puts the
 * visible box in the URL; without tiles (offline) the page falls back to the list.
 *
 * The server renders the list (docs/decisions/0008-server-rendering.md) and never the map: its
 * column is laid out by CSS from 1024 px, so the server's HTML already leaves the map its room and
 * the list its width, and the map fills the column once the browser knows it is on a desktop.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const screen = LIST_SCREENS.search;
  const list = useListFilters(screen);
  const results = useListResults(screen, list);
  const isDesktop = useIsDesktop();
  const [view, setView] = useState<ResultsView>('list');
  const [mapUnavailable, setMapUnavailable] = useState(false);
  const showMap = !mapUnavailable && (isDesktop || view === 'map');
  const showList = isDesktop || view === 'list' || mapUnavailable;
  const box = boxOfFilters(list.filters);
  const filtered = Object.keys(list.filters).length > 0;

  const chooseView = (next: ResultsView) => {
    setView(next);
    if (next === 'map') setMapUnavailable(false);
  };

  const mapPanel = (className: string) => (
    <Suspense fallback={<MapLoading className={className} />}>
      <MapPanel
        filters={list.filters}
        box={box}
        onSearchArea={(area) => list.setFilters({ ...boxPatch(area), Area: undefined })}
        onArea={(Area) => list.setFilters({ ...boxPatch(undefined), Area })}
        onUnavailable={() => setMapUnavailable(true)}
        className={className}
      />
    </Suspense>
  );

  return (
    <div className="mx-auto max-w-[96rem] px-4 py-6 lg:px-6 lg:py-8">
      <ListingsHeader kind="search" />
      <div className="lg:flex lg:gap-6">
        <FilterSidebar list={list} />
        <div className="min-w-0 flex-1">
          <ListToolbar screen={screen} list={list} />
          {mapUnavailable && (
            <div className="mb-3">
              <MapUnavailable onRetry={() => chooseView('map')} />
            </div>
          )}
          <ResultsSummary
            total={results.data?.totalDataCount}
            capped={results.data?.totalCapped}
            filtered={filtered}
            onClear={list.clearFilters}
          >
            {(box ?? list.filters.Area) && (
              <MapAreaChip
                drawn={list.filters.Area !== undefined}
                onRemove={() => list.setFilters({ ...boxPatch(undefined), Area: undefined })}
              />
            )}
            <ViewToggle value={mapUnavailable ? 'list' : view} onChange={chooseView} />
          </ResultsSummary>
          <UnderstoodChips list={list} understood={results.data?.understood} />
          <div className="mt-3">
            {showList && (
              <section aria-label={t('listings.results')}>
                <ListingResults
                  query={results}
                  page={list.page}
                  onPage={list.setPage}
                  onClear={filtered ? list.clearFilters : undefined}
                  layout={mapUnavailable ? GRID_WITHOUT_MAP : GRID_BESIDE_MAP}
                />
              </section>
            )}
            {showMap && !isDesktop && mapPanel('h-[calc(100dvh-10rem)] min-h-80')}
          </div>
        </div>
        {!mapUnavailable && (
          <div className="sticky top-20 hidden h-[calc(100dvh-6rem)] w-[34%] shrink-0 self-start lg:block">
            {isDesktop ? (
              mapPanel('size-full')
            ) : (
              <div aria-hidden className="size-full rounded-2xl border border-line bg-line/40" />
            )}
          </div>
        )}
      </div>
    </div>
  );
}
