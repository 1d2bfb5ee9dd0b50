import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PropertyListItem } from '#contract/properties';
import { joinNames } from '#web/lib/formatting/format';
import type { Language } from '#contract/common';
import { TrustBadges } from '#web/entities/trust/components/TrustBadge';
import { detailsPath } from '../paths';
import { cropSrcSet } from '../photo-crop';
import { CompareToggle } from './CompareToggle';
import { CoverPhoto } from './CoverPhoto';
import { FavoriteButton } from './FavoriteButton';
import { PricePerMetre } from './PricePerMetre';
import { PriceTag } from './PriceTag';
import { PropertyFacts } from './PropertyFacts';

interface PropertyCardProps {
  property: PropertyListItem;
  /** The first cards of a page are above the fold: load their photos at once. */
  eager?: boolean;
  /** The card's width in its grid, as `sizes` (docs/decisions/0012-responsive-photos.md). */
  photoSizes: string;
}

/**
 * The property card of design.md: cover photo (4:3), price, title, place, the advertiser's badges, key
 * facts, heart, ribbon.
 */
export function PropertyCard({ property, eager = false, photoSizes }: PropertyCardProps) {
  const { t, i18n } = useTranslation();
  const place = joinNames([property.city.name, property.district], i18n.language as Language);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[4/3] bg-line/40">
        <CoverPhoto
          photo={property.coverImage}
          srcSet={property.coverImage ? cropSrcSet(property.coverImage) : undefined}
          sizes={photoSizes}
          width={640}
          height={480}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          iconClass="size-8"
          caption={t('catalogue.noPhoto')}
        />
        {property.isFeatured && (
          <span className="absolute start-3 top-3 rounded-full bg-accent-strong px-3 py-1 text-xs font-bold text-white dark:text-surface">
            {t('catalogue.featured')}
          </span>
        )}
        <FavoriteButton
          propertyId={property.id}
          isFavorite={property.isFavorite}
          className="absolute end-3 top-3 z-10"
        />
        <CompareToggle propertyId={property.id} className="absolute bottom-3 end-3 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div>
          <PriceTag property={property} className="text-xl" />
          <PricePerMetre property={property} />
        </div>
        <h3 className="line-clamp-2 font-bold leading-snug">
          <Link
            to={detailsPath(property)}
            data-user-content
            dir="auto"
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {property.title}
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-sm text-ink-muted">
          <MapPin aria-hidden className="size-4 shrink-0" />
          <span className="truncate">{place}</span>
        </p>
        <TrustBadges badges={property.advertiserBadges} compact />
        <div className="mt-auto pt-1">
          <PropertyFacts property={property} />
        </div>
      </div>
    </article>
  );
}

/** The card's shape while the list loads (no layout shift when it arrives). */
export function PropertyCardSkeleton() {
  return (
    <div aria-hidden className="overflow-hidden rounded-2xl border border-line bg-surface-raised">
      <div className="aspect-[4/3] animate-pulse bg-line/60" />
      <div className="space-y-3 p-4">
        <div className="h-6 w-1/2 animate-pulse rounded bg-line/60" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-line/60" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-line/60" />
      </div>
    </div>
  );
}
