import { useTranslation } from 'react-i18next';
import type { PropertyListItem } from '#contract/properties';
import { formatPrice } from '#web/lib/formatting/format';
import type { Language } from '#contract/common';

type Priced = Pick<PropertyListItem, 'price' | 'currency' | 'rentPeriod'>;

/** The price in the accent colour, left to right inside Arabic text, with the rent period. */
export function PriceTag({ property, className = '' }: { property: Priced; className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <p className={`font-bold text-accent ${className}`}>
      <span dir="ltr">{formatPrice(property.price, property.currency, i18n.language as Language)}</span>
      {property.rentPeriod && (
        <span className="ms-1 text-sm font-medium text-ink-muted">
          {t('catalogue.perPeriod', { period: t(`catalogue.rentPeriod.${property.rentPeriod}`) })}
        </span>
      )}
    </p>
  );
}
