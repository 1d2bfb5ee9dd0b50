import type { TFunction } from 'i18next';
import type { PropertyDetail } from '#contract/properties';
import { formatArea, formatNumber } from '#web/lib/formatting/format';
import detailsAr from '#web/locales/features/details.ar.json';
import type { Language } from '#contract/common';
import { isResidential, type IndustrialDetails, type ResidentialDetails } from './details-kind';

export interface FactRow {
  key: string;
  label: string;
  value: string;
  /** Numbers and units are set left to right inside Arabic text. */
  ltr?: boolean;
}

type Row = FactRow | null | false;
type Facade = keyof typeof detailsAr.facade;
type FactKey = keyof typeof detailsAr.facts;

const isFacade = (value: string): value is Facade => Object.hasOwn(detailsAr.facade, value);

const present = (rows: Row[]): FactRow[] => rows.filter((row): row is FactRow => Boolean(row));

/** A fact under its name from the `details` texts; `ltr` for numbers and units. */
const fact = (t: TFunction, key: FactKey, value: string, ltr?: boolean): FactRow => ({
  key,
  label: t(`details.facts.${key}`),
  value,
  ...(ltr ? { ltr } : {}),
});

function residentialRows(d: ResidentialDetails, t: TFunction, language: Language): Row[] {
  const number = (value: number) => formatNumber(value, language);
  // Land and whole buildings are saved with no bedrooms or bathrooms: a zero there does not apply.
  const hasRooms = d.bedrooms > 0 || d.bathrooms > 0;
  return [
    d.bedrooms > 0 && fact(t, 'bedrooms', number(d.bedrooms), true),
    d.bathrooms > 0 && fact(t, 'bathrooms', number(d.bathrooms), true),
    d.livingRooms !== null && fact(t, 'livingRooms', number(d.livingRooms), true),
    d.floor && fact(t, 'floor', d.floor.name),
    d.buildType && fact(t, 'buildType', d.buildType.name),
    d.buildingAge !== null &&
      fact(
        t,
        'buildingAge',
        d.buildingAge === 0 ? t('details.facts.newBuilding') : number(d.buildingAge),
        d.buildingAge > 0,
      ),
    (hasRooms || d.furnished) &&
      fact(t, 'furnished', d.furnished ? t('details.facts.furnishedYes') : t('details.facts.furnishedNo')),
    d.streetWidth !== null &&
      fact(
        t,
        'streetWidth',
        t('catalogue.facts.meters', { value: formatNumber(d.streetWidth, language, 1) }),
        true,
      ),
    d.facade !== null && fact(t, 'facade', isFacade(d.facade) ? t(`details.facade.${d.facade}`) : d.facade),
  ];
}

function industrialRows(d: IndustrialDetails, t: TFunction, language: Language): Row[] {
  const measure = (value: number) => formatNumber(value, language, 1);
  return [
    d.industryType && fact(t, 'industryType', d.industryType.name),
    d.landArea !== null && fact(t, 'landArea', formatArea(d.landArea, language), true),
    d.builtArea !== null && fact(t, 'builtArea', formatArea(d.builtArea, language), true),
    d.clearHeight !== null &&
      fact(t, 'clearHeight', t('catalogue.facts.meters', { value: measure(d.clearHeight) }), true),
    d.powerCapacityKva !== null &&
      fact(t, 'power', t('catalogue.facts.kva', { value: formatNumber(d.powerCapacityKva, language) }), true),
    d.loadingDocks !== null && fact(t, 'loadingDocks', formatNumber(d.loadingDocks, language), true),
    d.floorLoad !== null &&
      fact(t, 'floorLoad', t('details.facts.floorLoadValue', { value: measure(d.floorLoad) }), true),
    d.zoning ? fact(t, 'zoning', d.zoning) : null,
    d.streetWidth !== null &&
      fact(t, 'streetWidth', t('catalogue.facts.meters', { value: measure(d.streetWidth) }), true),
    // A licence is for a building: bare land states it only when it has one.
    (d.civilDefenceLicensed || d.builtArea !== null) &&
      fact(
        t,
        'civilDefence',
        d.civilDefenceLicensed ? t('details.facts.licensed') : t('details.facts.notLicensed'),
      ),
  ];
}

/** What the facts are read from: an ad's details, or an ad on the comparison page. */
export type FactSource = Pick<PropertyDetail, 'propertyType' | 'transactionType' | 'area' | 'details'>;

/**
 * Every fact the ad states, per category; what the owner left empty is left out. The details page and
 * the comparison show these rows (the comparison aligns them by `key`); the texts are the `details`
 * feature's, which both load.
 */
export function factRows(property: FactSource, t: TFunction, language: Language): FactRow[] {
  const shared: Row[] = [
    fact(t, 'propertyType', property.propertyType.name),
    fact(t, 'transactionType', property.transactionType.name),
    fact(t, 'area', formatArea(property.area, language), true),
  ];
  const details = property.details;
  return present([
    ...shared,
    ...(isResidential(details)
      ? residentialRows(details, t, language)
      : industrialRows(details, t, language)),
  ]);
}
