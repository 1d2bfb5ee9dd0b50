import { useTranslation } from 'react-i18next';
import type { ModerationDetail, ReviewedField } from '#contract/dashboard/properties';
import { formatArea, formatNumber, formatPrice } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';

/** The ad's facts as the public sees them (its category's too) as a definition list. */
export function PropertyFacts({ ad }: { ad: ModerationDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const place = [ad.district, ad.city.name, ad.region.name]
    .filter(Boolean)
    .join(t('dashboard.listSeparator'));
  const field = (name: FieldName): string => t(`dashboard.properties.fields.${name}`);
  const yesNo = (value: boolean) => (value ? t('dashboard.properties.yes') : t('dashboard.properties.no'));
  const facts: [string, string | null][] = [
    [t('dashboard.properties.price'), formatPrice(ad.price, ad.currency, language)],
    [t('dashboard.properties.transactionType'), ad.transactionType.name],
    [t('dashboard.properties.propertyType'), ad.propertyType.name],
    [t('dashboard.properties.location'), place],
    [field('address'), ad.address],
    [t('dashboard.properties.area'), formatArea(ad.area, language)],
  ];
  const details = ad.details;
  if ('bedrooms' in details) {
    facts.push(
      [t('dashboard.properties.bedrooms'), String(details.bedrooms)],
      [t('dashboard.properties.bathrooms'), String(details.bathrooms)],
      [field('livingRooms'), details.livingRooms === null ? null : String(details.livingRooms)],
      [field('floor'), details.floor?.name ?? null],
      [field('buildType'), details.buildType?.name ?? null],
      [field('buildingAge'), details.buildingAge === null ? null : String(details.buildingAge)],
      [field('furnished'), yesNo(details.furnished)],
      [field('facade'), details.facade],
      [field('features'), details.relaxMedia.map((item) => item.name).join(t('dashboard.listSeparator'))],
    );
  } else {
    const number = (value: number | null) => (value === null ? null : formatNumber(value, language, 2));
    facts.push(
      [field('industryType'), details.industryType?.name ?? null],
      [field('landArea'), details.landArea === null ? null : formatArea(details.landArea, language)],
      [field('builtArea'), details.builtArea === null ? null : formatArea(details.builtArea, language)],
      [field('clearHeight'), number(details.clearHeight)],
      [field('powerCapacityKva'), number(details.powerCapacityKva)],
      [field('loadingDocks'), number(details.loadingDocks)],
      [field('floorLoad'), number(details.floorLoad)],
      [field('zoning'), details.zoning],
      [field('civilDefenceLicensed'), yesNo(details.civilDefenceLicensed)],
      [
        field('features'),
        details.industryFeatures.map((item) => item.name).join(t('dashboard.listSeparator')),
      ],
    );
  }

  return (
    <>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3">
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([label, value]) => (
            <div key={label} className="flex flex-col">
              <dt className="text-sm text-ink-muted">{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
      </dl>
      {ad.latitude !== null && ad.longitude !== null && (
        <a
          href={`https://www.openstreetmap.org/?mlat=${ad.latitude}&mlon=${ad.longitude}#map=17/${ad.latitude}/${ad.longitude}`}
          target="_blank"
          rel="noreferrer"
          className="mt-3 inline-block text-sm text-brand hover:underline"
        >
          {t('dashboard.properties.mapLink')} (
          <span dir="ltr">
            {ad.latitude.toFixed(5)}, {ad.longitude.toFixed(5)}
          </span>
          )
        </a>
      )}
    </>
  );
}

type FieldName = Extract<
  ReviewedField,
  | 'address'
  | 'livingRooms'
  | 'floor'
  | 'buildType'
  | 'buildingAge'
  | 'furnished'
  | 'facade'
  | 'features'
  | 'industryType'
  | 'landArea'
  | 'builtArea'
  | 'clearHeight'
  | 'powerCapacityKva'
  | 'loadingDocks'
  | 'floorLoad'
  | 'zoning'
  | 'civilDefenceLicensed'
>;
