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

const isFacade = (value: string): value is Facade => Object.hasOwn(detailsAr.facade, value);

const present = (rows: Row[]): FactRow[] => rows.filter((row): row is FactRow => Boolean(row));

function residentialRows(d: ResidentialDetails, t: TFunction, language: Language): Row[] {
  const number = (value: number) => formatNumber(value, language);
  // Land and whole buildings are saved with no bedrooms or bathrooms: a zero there does not apply.
  const hasRooms = d.bedrooms > 0 || d.bathrooms > 0;
  return [
    d.bedrooms > 0 && {
      key: 'bedrooms',
      label: t('details.facts.bedrooms'),
      value: number(d.bedrooms),
      ltr: true,
    },
    d.bathrooms > 0 && {
      key: 'bathrooms',
      label: t('details.facts.bathrooms'),
      value: number(d.bathrooms),
      ltr: true,
    },
    d.livingRooms !== null && {
      key: 'livingRooms',
      label: t('details.facts.livingRooms'),
      value: number(d.livingRooms),
      ltr: true,
    },
    d.floor && { key: 'floor', label: t('details.facts.floor'), value: d.floor.name },
    d.buildType && { key: 'buildType', label: t('details.facts.buildType'), value: d.buildType.name },
    d.buildingAge !== null && {
      key: 'buildingAge',
      label: t('details.facts.buildingAge'),
      value: d.buildingAge === 0 ? t('details.facts.newBuilding') : number(d.buildingAge),
      ltr: d.buildingAge > 0,
    },
    (hasRooms || d.furnished) && {
      key: 'furnished',
      label: t('details.facts.furnished'),
      value: d.furnished ? t('details.facts.furnishedYes') : t('details.facts.furnishedNo'),
    },
    d.streetWidth !== null && {
      key: 'streetWidth',
      label: t('details.facts.streetWidth'),
      value: t('catalogue.facts.meters', { value: formatNumber(d.streetWidth, language, 1) }),
      ltr: true,
    },
    d.facade !== null && {
      key: 'facade',
      label: t('details.facts.facade'),
      value: isFacade(d.facade) ? t(`details.facade.${d.facade}`) : d.facade,
    },
  ];
}

function industrialRows(d: IndustrialDetails, t: TFunction, language: Language): Row[] {
  const measure = (value: number) => formatNumber(value, language, 1);
  return [
    d.industryType && {
      key: 'industryType',
      label: t('details.facts.industryType'),
      value: d.industryType.name,
    },
    d.landArea !== null && {
      key: 'landArea',
      label: t('details.facts.landArea'),
      value: formatArea(d.landArea, language),
      ltr: true,
    },
    d.builtArea !== null && {
      key: 'builtArea',
      label: t('details.facts.builtArea'),
      value: formatArea(d.builtArea, language),
      ltr: true,
    },
    d.clearHeight !== null && {
      key: 'clearHeight',
      label: t('details.facts.clearHeight'),
      value: t('catalogue.facts.meters', { value: measure(d.clearHeight) }),
      ltr: true,
    },
    d.powerCapacityKva !== null && {
      key: 'power',
      label: t('details.facts.power'),
      value: t('catalogue.facts.kva', { value: formatNumber(d.powerCapacityKva, language) }),
      ltr: true,
    },
    d.loadingDocks !== null && {
      key: 'loadingDocks',
      label: t('details.facts.loadingDocks'),
      value: formatNumber(d.loadingDocks, language),
      ltr: true,
    },
    d.floorLoad !== null && {
      key: 'floorLoad',
      label: t('details.facts.floorLoad'),
      value: t('details.facts.floorLoadValue', { value: measure(d.floorLoad) }),
      ltr: true,
    },
    d.zoning ? { key: 'zoning', label: t('details.facts.zoning'), value: d.zoning } : null,
    d.streetWidth !== null && {
      key: 'streetWidth',
      label: t('details.facts.streetWidth'),
      value: t('catalogue.facts.meters', { value: measure(d.streetWidth) }),
      ltr: true,
    },
    // A licence is for a building: bare land states it only when it has one.
    (d.civilDefenceLicensed || d.builtArea !== null) && {
      key: 'civilDefence',
      label: t('details.facts.civilDefence'),
      value: d.civilDefenceLicensed ? t('details.facts.licensed') : t('details.facts.notLicensed'),
    },
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
    { key: 'propertyType', label: t('details.facts.propertyType'), value: property.propertyType.name },
    {
      key: 'transactionType',
      label: t('details.facts.transactionType'),
      value: property.transactionType.name,
    },
    { key: 'area', label: t('details.facts.area'), value: formatArea(property.area, language), ltr: true },
  ];
  const details = property.details;
  return present([
    ...shared,
    ...(isResidential(details)
      ? residentialRows(details, t, language)
      : industrialRows(details, t, language)),
  ]);
}
