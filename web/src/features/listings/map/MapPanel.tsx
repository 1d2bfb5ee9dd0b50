import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { propertyListQuery } from '../../catalogue/api';
import { useResultCount } from '../../catalogue/result-count';
import type { ListFilters } from '../filters/list-state';
import { LIST_SCREENS, listRequest } from '../list-kinds';
import type { MapBox } from './map-box';
import type { SearchMapProps } from './SearchMap';
import { MapChunkFailed } from './MapChunkFailed';

// Leaflet, its CSS and the clustering code arrive only when a map is first shown.
const SearchMap = lazy<ComponentType<SearchMapProps>>(() =>
  import('./SearchMap').catch(() => ({ default: MapChunkFailed })),
);

/** The map shows up to this many of the matching ads (the API's largest page). */
const MAP_PAGE_SIZE = 100;

interface MapPanelProps {
  /** The search's filters; the map asks for its own page of matches. */
  filters: ListFilters;
  box: MapBox | undefined;
  onSearchArea: (box: MapBox) => void;
  onUnavailable: () => void;
  className?: string;
}

/**
 * The map of /search with up to MAP_PAGE_SIZE matching ads, and a line saying so when more match. Its
 * ads are asked for only while it is shown, so the server, which never shows it, never asks.
 */
export function MapPanel({ filters, box, onSearchArea, onUnavailable, className = '' }: MapPanelProps) {
  const { t } = useTranslation();
  const count = useResultCount();
  const screen = LIST_SCREENS.search;
  const markers = useQuery({
    ...propertyListQuery(screen.path, {
      ...listRequest(screen, { filters, sortBy: undefined, page: 0 }),
      PageSize: MAP_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const properties = markers.data?.data ?? [];
  const total = markers.data?.totalDataCount ?? 0;
  const capped = markers.data?.totalCapped ?? false;
  return (
    <section aria-label={t('listings.map.label')} className={`flex flex-col gap-2 ${className}`}>
      {(capped || total > properties.length) && (
        <p className="text-sm text-ink-muted">
          {t('listings.map.partial', { shown: count(properties.length), total: count(total, capped) })}
        </p>
      )}
      <div className="min-h-0 flex-1">
        <Suspense
          fallback={
            <div className="flex size-full items-center justify-center rounded-2xl border border-line bg-line/40 text-ink-muted">
              {t('listings.map.loading')}
            </div>
          }
        >
          <SearchMap
            properties={properties}
            box={box}
            onSearchArea={onSearchArea}
            onUnavailable={onUnavailable}
          />
        </Suspense>
      </div>
    </section>
  );
}
