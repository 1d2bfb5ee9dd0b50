import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { StateMessage } from '#web/components/ui/StateMessage';
import { useTranslation } from 'react-i18next';
import type { EndpointAnswer } from '#contract/endpoint';
import type { listFavorites } from '#contract/endpoints/properties';
import { useImpressions } from '#web/entities/ad-activity/impressions';
import { AdsLoadError } from './AdsLoadError';
import { PropertyCard, PropertyCardSkeleton } from './PropertyCard';

interface PropertyGridProps {
  /** A page of ads: every list of ads answers one (the public lists add whether the count stopped). */
  query: UseQueryResult<EndpointAnswer<typeof listFavorites>>;
  /** How many skeleton cards to show while loading (the page size). */
  skeletons?: number;
  /** What the empty state offers (a link to clear filters, to browse, to post an ad). */
  emptyAction?: ReactNode;
  emptyTitle?: string;
  emptyBody?: string;
  layout: GridLayout;
  /** How many of the first photos load at once: the top of a list, none for a grid far down a page. */
  eagerPhotos?: number;
  /** A result list: each card seen counts as an impression of its ad (ADR 0040). */
  countsImpressions?: boolean;
}

/**
 * The grid's columns from `sm` on (one below), and the card's width that follows from them and from
 * the page around the grid, as `sizes` for the cover photo (docs/decisions/0012-responsive-photos.md).
 * Every grid is the page less its padding below 1024 px: one column, then two from 640 px.
 */
export interface GridLayout {
  columns: string;
  photoSizes: string;
}

/** A grid of cards with the three states of design.md: loading skeleton, empty, error with retry. */
export function PropertyGrid({
  query,
  skeletons = 8,
  emptyAction,
  emptyTitle,
  emptyBody,
  layout,
  eagerPhotos = 2,
  countsImpressions = false,
}: PropertyGridProps) {
  const { t } = useTranslation();
  const impressionRef = useImpressions();
  const grid = `grid grid-cols-1 gap-5 ${layout.columns}`;
  if (query.isPending) {
    return (
      <div className={grid} aria-busy="true" aria-label={t('catalogue.loading')}>
        {Array.from({ length: skeletons }, (_, index) => (
          <PropertyCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return <AdsLoadError onRetry={() => void query.refetch()} />;
  }
  if (query.data.data.length === 0) {
    return (
      <StateMessage
        icon={SearchX}
        title={emptyTitle ?? t('catalogue.empty.title')}
        body={emptyBody ?? t('catalogue.empty.body')}
      >
        {emptyAction}
      </StateMessage>
    );
  }
  return (
    <ul className={grid}>
      {query.data.data.map((property, index) => (
        <li
          key={property.id}
          ref={countsImpressions ? impressionRef(property.id) : undefined}
          className="flex"
        >
          <div className="w-full">
            <PropertyCard property={property} eager={index < eagerPhotos} photoSizes={layout.photoSizes} />
          </div>
        </li>
      ))}
    </ul>
  );
}
