import { useTranslation } from 'react-i18next';
import type { ModerationDetail } from '#contract/dashboard/properties';
import { formatArea, formatPrice } from '#web/lib/format';
import { useLanguage } from '#web/lib/i18n';

/** The ad's main facts as a definition list. */
export function PropertyFacts({ ad }: { ad: ModerationDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const place = [ad.district, ad.city.name, ad.region.name]
    .filter(Boolean)
    .join(t('dashboard.listSeparator'));
  const facts: [string, string][] = [
    [t('dashboard.properties.price'), formatPrice(ad.price, ad.currency, language)],
    [t('dashboard.properties.transactionType'), ad.transactionType.name],
    [t('dashboard.properties.propertyType'), ad.propertyType.name],
    [t('dashboard.properties.location'), place],
    [t('dashboard.properties.area'), formatArea(ad.area, language)],
  ];
  if (ad.bedrooms !== null) facts.push([t('dashboard.properties.bedrooms'), String(ad.bedrooms)]);
  if (ad.bathrooms !== null) facts.push([t('dashboard.properties.bathrooms'), String(ad.bathrooms)]);

  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3">
      {facts.map(([label, value]) => (
        <div key={label} className="flex flex-col">
          <dt className="text-sm text-ink-muted">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
