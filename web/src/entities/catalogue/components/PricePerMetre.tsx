import { useTranslation } from 'react-i18next';
import type { Language } from '#contract/common';
import { pricePerMetre } from '#contract/price-per-metre';
import type { PropertyListItem } from '#contract/properties';
import { formatPrice } from '#web/lib/formatting/format';

type Priced = Pick<PropertyListItem, 'price' | 'area' | 'currency' | 'rentPeriod'>;

/** "5,000 ر.س للمتر المربع" under the price (with the rent period for rent), when it makes sense. */
export function PricePerMetre({ property, className = '' }: { property: Priced; className?: string }) {
  const { t, i18n } = useTranslation();
  const value = pricePerMetre(property);
  if (value === null) return null;
  const language = i18n.language as Language;
  return (
    <p className={`text-sm text-ink-muted ${className}`} data-price-per-metre>
      <span dir="ltr">{formatPrice(Math.round(value), property.currency, language)}</span>{' '}
      {t('catalogue.perMetre')}
      {property.rentPeriod && ` ${t(`catalogue.rentPeriod.${property.rentPeriod}`)}`}
    </p>
  );
}
