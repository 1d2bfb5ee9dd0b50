import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PropertyListItem } from '#contract/properties';
import { joinNames } from '#web/lib/formatting/format';
import type { Language } from '#contract/common';
import { CoverPhoto } from '#web/entities/catalogue/components/CoverPhoto';
import { PriceTag } from '#web/entities/catalogue/components/PriceTag';
import { detailsPath } from '#web/entities/catalogue/paths';

/** A marker's popup: photo, price, title and place; the whole card opens the ad. */
export function MarkerPopupCard({ property }: { property: PropertyListItem }) {
  const { i18n } = useTranslation();
  const place = joinNames([property.city.name, property.district], i18n.language as Language);
  return (
    <div dir={i18n.dir()} className="relative w-56 font-sans text-sm text-ink">
      <div className="mb-2 aspect-[16/9] overflow-hidden rounded-lg bg-line/40">
        <CoverPhoto photo={property.coverImage} />
      </div>
      <PriceTag property={property} className="text-base" />
      <Link
        to={detailsPath(property)}
        data-user-content
        dir="auto"
        className="line-clamp-2 font-bold leading-snug after:absolute after:inset-0 hover:underline"
      >
        {property.title}
      </Link>
      <p className="truncate text-ink-muted">{place}</p>
    </div>
  );
}
