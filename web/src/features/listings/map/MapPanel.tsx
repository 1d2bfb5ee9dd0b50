import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_WINDOW } from '#web/entities/catalogue/search-window';
import { useResultCount } from '#web/entities/catalogue/result-count';
import { loadFeatureTexts } from '#web/lib/i18n/i18n';
import type { ListFilters } from '../filters/list-state';
import type { MapBox } from './map-box';
import { propertyMapQuery, type MapView } from './map-query';
import type { SearchMapProps } from './SearchMap';
import { MapChunkFailed } from './MapChunkFailed';
import { MapLoading } from './MapLoading';

// Leaflet and its CSS arrive only when a map is first shown.
const SearchMap = lazy<ComponentType<SearchMapProps>>(() =>
  Promise.all([import('./SearchMap'), loadFeatureTexts('drawArea')]).then(
    ([module]) => module,
    () => ({ default: MapChunkFailed }),
  ),
);

/** Stands in for the view until the map tells it; nothing is asked with it. */
const NO_VIEW: MapView = { box: { minLat: 0, maxLat: 0, minLng: 0, maxLng: 0 }, zoom: 0 };

export interface MapPanelProps {
  /** The search's filters; the map asks for the clusters of its own view with them. */
  filters: ListFilters;
  box: MapBox | undefined;
  onSearchArea: (box: MapBox) => void;
  /** A drawn area (its URL form) to search within, or none. */
  onArea: (area: string | undefined) => void;
  onUnavailable: () => void;
  className?: string;
}

/**
 * The map of /search: the matching ads of its view, in clusters counted by the server, and a line
 * saying how many are on it. Its answers are asked for only once the map is shown and tells its view,
 * so the server, which never shows it, never asks.
 */
export function MapPanel({
  filters,
  box,
  onSearchArea,
  onArea,
  onUnavailable,
  className = '',
}: MapPanelProps) {
  const { t } = useTranslation();
  const count = useResultCount();
  const [view, setView] = useState<MapView | undefined>(undefined);
  const answer = useQuery({
    ...propertyMapQuery(filters, view ?? NO_VIEW),
    enabled: view !== undefined,
    placeholderData: keepPreviousData,
  });
  const total = answer.data?.total;
  return (
    <section aria-label={t('listings.map.label')} className={`flex flex-col gap-2 ${className}`}>
      {total !== undefined && (
        <p className="text-sm text-ink-muted">
          {answer.data?.totalCapped
            ? t('listings.map.partial', {
                shown: count(SEARCH_WINDOW),
                count: total,
                value: count(total, true),
              })
            : t('listings.map.total', { count: total, value: count(total) })}
        </p>
      )}
      <div className="min-h-0 flex-1">
        <Suspense fallback={<MapLoading className="size-full" />}>
          <SearchMap
            answer={answer.data}
            box={box}
            area={filters.Area}
            onArea={onArea}
            onViewChange={setView}
            onSearchArea={onSearchArea}
            onUnavailable={onUnavailable}
          />
        </Suspense>
      </div>
    </section>
  );
}
