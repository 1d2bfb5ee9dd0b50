import type { ReactNode } from 'react';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useRecentlyViewedAds } from '../recently-viewed';
import type { GridLayout } from './PropertyGrid';
import { PropertyCard } from './PropertyCard';

interface RecentlyViewedGridProps {
  layout: GridLayout;
  /** At most this many cards (home shows a strip, the page all 20). */
  limit?: number;
  /** What stands around the cards when there are any (home's section and its title). */
  frame?: (cards: ReactNode) => ReactNode;
  /** Shown when the list is empty; nothing by default. */
  empty?: ReactNode;
}

/** The reader's recently viewed ads as cards: the account's when signed in, else the device's. */
export function RecentlyViewedGrid({
  layout,
  limit,
  frame = (cards) => cards,
  empty = null,
}: RecentlyViewedGridProps) {
  const { ads, pending } = useRecentlyViewedAds(useLanguage());
  if (pending) return null;
  if (ads.length === 0) return empty;
  return frame(
    <ul className={`grid grid-cols-1 gap-5 ${layout.columns}`}>
      {ads.slice(0, limit).map((ad) => (
        <li key={ad.id} className="flex">
          <div className="w-full">
            <PropertyCard property={ad} photoSizes={layout.photoSizes} />
          </div>
        </li>
      ))}
    </ul>,
  );
}
