import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LookupItem } from '#contract/lookups';
import type { facades, rentPeriods } from '#contract/properties';
import { formatArea, formatNumber, formatPrice, joinNames } from '#web/lib/formatting/format';
import type { Language } from '#contract/common';
import type addPropertyTexts from '#web/locales/features/addProperty.ar.json';
import type { ReviewRow } from '../components/ReviewSection';
import type { Category } from '#web/entities/catalogue/category';
import type { PropertyFormValues } from '../lib/form-values';
import { useBasicsLookups, useDetailLookups, usePlaceLookups } from './use-form-lookups';

type FieldLabel = keyof (typeof addPropertyTexts)['fields'];

const nameOf = (items: LookupItem[], id: string) => items.find((item) => String(item.id) === id)?.name ?? '';
const namesOf = (items: LookupItem[], ids: string[], language: Language) =>
  joinNames(
    items.filter((item) => ids.includes(String(item.id))).map((item) => item.name),
    language,
  );

/** Keeps the rows that have something to show. */
const filled = (rows: [label: string, value: string, dir?: 'ltr'][]): ReviewRow[] =>
  rows.filter(([, value]) => value !== '').map(([label, value, dir]) => ({ label, value, dir }));

/** What the owner entered, as readers will see it, step by step. */
export function useReviewRows(category: Category) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const values = useFormContext<PropertyFormValues>().getValues();
  const basics = useBasicsLookups(category);
  const details = useDetailLookups(category);
  const places = usePlaceLookups(values.regionId);
  const field = (name: FieldLabel) => t(`addProperty.fields.${name}`);
  const number = (text: string, unit?: 'meters' | 'kva' | 'kiloNewtons' | 'years') => {
    if (text === '') return '';
    const shown = formatNumber(Number(text), language, 2);
    return unit ? `${shown} ${t(`addProperty.units.${unit}`)}` : shown;
  };
  const area = (text: string) => (text === '' ? '' : formatArea(Number(text), language));
  const yesNo = (value: boolean) => (value ? t('addProperty.review.yes') : t('addProperty.review.no'));

  const price =
    values.price === ''
      ? ''
      : formatPrice(Number(values.price), values.currency, language) +
        (values.rentPeriod
          ? ` / ${t(`addProperty.rentPeriod.${values.rentPeriod as (typeof rentPeriods)[number]}`)}`
          : '');

  const basicsRows = filled([
    [field('titleAr'), values.titleAr],
    [field('titleEn'), values.titleEn],
    [field('descriptionAr'), values.descriptionAr],
    [field('descriptionEn'), values.descriptionEn],
    [field('transactionType'), nameOf(basics.transactionTypes, values.transactionTypeId)],
    [field('propertyType'), nameOf(basics.propertyTypes, values.propertyTypeId)],
    [field('price'), price],
    [field('area'), area(values.area)],
    [field('adLicenseNumber'), values.adLicenseNumber, 'ltr'],
    [field('whatsapp'), values.whatsapp, 'ltr'],
  ]);

  const detailRows =
    category === 1
      ? filled([
          [field('bedrooms'), number(values.bedrooms || '0')],
          [field('bathrooms'), number(values.bathrooms || '0')],
          [field('livingRooms'), number(values.livingRooms)],
          [field('floor'), nameOf(details.floors, values.floorId)],
          [field('buildType'), nameOf(details.buildTypes, values.buildTypeId)],
          [field('buildingAge'), number(values.buildingAge, 'years')],
          [field('streetWidth'), number(values.streetWidth, 'meters')],
          [
            field('facade'),
            values.facade ? t(`addProperty.facade.${values.facade as (typeof facades)[number]}`) : '',
          ],
          [field('furnished'), yesNo(values.furnished)],
          [field('relaxMedia'), namesOf(details.relaxMedia, values.relaxMediaIds, language)],
        ])
      : filled([
          [field('industryType'), nameOf(details.industryTypes, values.industryTypeId)],
          [field('landArea'), area(values.landArea)],
          [field('builtArea'), area(values.builtArea)],
          [field('clearHeight'), number(values.clearHeight, 'meters')],
          [field('powerCapacityKva'), number(values.powerCapacityKva, 'kva')],
          [field('loadingDocks'), number(values.loadingDocks)],
          [field('floorLoad'), number(values.floorLoad, 'kiloNewtons')],
          [field('zoning'), values.zoning],
          [field('streetWidth'), number(values.streetWidth, 'meters')],
          [field('civilDefenceLicensed'), yesNo(values.civilDefenceLicensed)],
          [field('industryFeatures'), namesOf(details.industryFeatures, values.industryFeatureIds, language)],
        ]);

  const locationRows = filled([
    [field('region'), nameOf(places.regions, values.regionId)],
    [field('city'), nameOf(places.cities, values.cityId)],
    [field('district'), values.district],
    [field('address'), values.address],
    [
      t('addProperty.review.coordinates'),
      values.latitude && values.longitude ? `${values.latitude}, ${values.longitude}` : '',
      'ltr',
    ],
  ]);

  return { basics: basicsRows, details: detailRows, location: locationRows };
}
