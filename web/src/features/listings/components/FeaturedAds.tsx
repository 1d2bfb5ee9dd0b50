import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyListItem } from '#contract/properties';
import { useImpressions } from '#web/entities/ad-activity/impressions';
import { PropertyCard } from '#web/entities/catalogue/components/PropertyCard';
import type { GridLayout } from '#web/entities/catalogue/components/PropertyGrid';

interface FeaturedAdsProps {
  properties: PropertyListItem[];
  layout: GridLayout;
}

/**
 * The featured ads above the first page of a search in its default order (ADR 0041): a few of the
 * search's own matches, in turn, under a heading that says they are advertising, each card with its
 * "featured" mark; set apart from the results below.
 */
export function FeaturedAds({ properties, layout }: FeaturedAdsProps) {
  const { t } = useTranslation();
  const impressionRef = useImpressions();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-6 border-b border-line pb-6">
      <h2 id={headingId} className="mb-3 text-sm font-bold text-ink-muted">
        {t('listings.featuredAds')}
      </h2>
      <ul className={`grid grid-cols-1 gap-5 ${layout.columns}`}>
        {properties.map((property, index) => (
          <li key={property.id} ref={impressionRef(property.id)} className="flex">
            <div className="w-full">
              <PropertyCard property={property} eager={index < 2} photoSizes={layout.photoSizes} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
