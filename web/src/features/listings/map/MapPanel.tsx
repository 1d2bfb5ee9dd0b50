import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyListItem } from '../../../../../contract/properties';
import type { MapBox } from './map-box';
import type { SearchMapProps } from './SearchMap';
import { MapChunkFailed } from './MapChunkFailed';

// Leaflet, its CSS and the clustering code arrive only when a map is first shown.
const SearchMap = lazy<ComponentType<SearchMapProps>>(() =>
  import('./SearchMap').catch(() => ({ default: MapChunkFailed })),
);

interface MapPanelProps {
  properties: PropertyListItem[];
  /** How many ads match; the map shows at most one page of them. */
  total: number;
  box: MapBox | undefined;
  onSearchArea: (box: MapBox) => void;
  onUnavailable: () => void;
  className?: string;
}

export function MapPanel({
  properties,
  total,
  box,
  onSearchArea,
  onUnavailable,
  className = '',
}: MapPanelProps) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('listings.map.label')} className={`flex flex-col gap-2 ${className}`}>
      {total > properties.length && (
        <p className="text-sm text-ink-muted">
          {t('listings.map.partial', { shown: properties.length, total })}
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
