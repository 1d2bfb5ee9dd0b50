import { Eye, MapPin, Star } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyDetail } from '#contract/properties';
import { formatDate, formatNumber } from '#web/lib/formatting/format';
import { useSiteOrigin } from '#web/lib/browser/site-origin';
import type { Language } from '#contract/common';
import { CompareToggle } from '#web/entities/catalogue/components/CompareToggle';
import { FavoriteButton } from '#web/entities/catalogue/components/FavoriteButton';
import { PricePerMetre } from '#web/entities/catalogue/components/PricePerMetre';
import { PriceTag } from '#web/entities/catalogue/components/PriceTag';
import { formatAverage } from '../reviews/lib/format-average';
import { REVIEWS_SECTION_ID } from '../reviews/lib/section';
import { shareUrl } from '../lib/links';
import { PlaceText } from './PlaceText';
import { ShareButton } from './ShareButton';

/** Scrolls to the reviews and moves focus there, without a hash change the router would navigate on. */
function toReviews(event: MouseEvent<HTMLAnchorElement>) {
  const section = document.getElementById(REVIEWS_SECTION_ID);
  if (!section) return;
  event.preventDefault();
  section.focus({ preventScroll: true });
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
}

/** Type and offer, title, place, price, the share and favourite actions, views, date and rating. */
export function PropertyHeading({ property }: { property: PropertyDetail }) {
  const { t, i18n } = useTranslation();
  const origin = useSiteOrigin();
  const language = i18n.language as Language;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-brand/10 px-3 py-1 font-medium text-brand">
          {property.propertyType.name} · {property.transactionType.name}
        </span>
        {property.isFeatured && (
          <span className="rounded-full bg-accent-strong px-3 py-1 font-bold text-white dark:text-surface">
            {t('catalogue.featured')}
          </span>
        )}
      </div>
      <h1 dir="auto" data-user-content className="text-2xl leading-snug font-bold sm:text-3xl">
        {property.title}
      </h1>
      <p className="flex items-start gap-1.5 text-ink-muted">
        <MapPin aria-hidden className="mt-1 size-4 shrink-0" />
        <PlaceText parts={[property.district, property.city.name, property.region.name]} />
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3 pt-1">
        <div>
          <PriceTag property={property} className="text-3xl" />
          <PricePerMetre property={property} />
        </div>
        <div className="flex items-center gap-2">
          <CompareToggle propertyId={property.id} className="border border-line" />
          <ShareButton propertyId={property.id} title={property.title} url={shareUrl(property, origin)} />
          <FavoriteButton
            propertyId={property.id}
            isFavorite={property.isFavorite}
            className="border border-line"
          />
        </div>
      </div>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-muted">
        <li className="flex items-center gap-1.5">
          <Eye aria-hidden className="size-4" />
          {t('details.views', { value: formatNumber(property.views, language) })}
        </li>
        <li>{t('details.updated', { date: formatDate(property.updatedAt, language) })}</li>
        {property.rating.count > 0 && property.rating.average !== null && (
          <li>
            <a
              href={`#${REVIEWS_SECTION_ID}`}
              onClick={toReviews}
              className="flex items-center gap-1.5 rounded hover:text-ink hover:underline"
            >
              <Star aria-hidden className="size-4 fill-accent text-accent" />
              {t('details.rating', {
                average: formatAverage(property.rating.average, language),
                reviews: formatNumber(property.rating.count, language),
              })}
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}
