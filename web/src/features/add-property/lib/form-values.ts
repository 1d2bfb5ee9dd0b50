import { currencies, type PropertyDetail } from '#contract/properties';
import { textOfNumber } from '#web/lib/formatting/number-text';

/** Everything the steps edit, as the inputs hold it: text for numbers and ids, '' when empty. */
export interface PropertyFormValues {
  titleAr: string;
  titleEn: string;
  descriptionAr: string;
  descriptionEn: string;
  transactionTypeId: string;
  propertyTypeId: string;
  price: string;
  currency: Currency;
  rentPeriod: string;
  area: string;
  adLicenseNumber: string;
  whatsapp: string;
  bedrooms: string;
  bathrooms: string;
  livingRooms: string;
  floorId: string;
  buildTypeId: string;
  buildingAge: string;
  furnished: boolean;
  streetWidth: string;
  facade: string;
  relaxMediaIds: string[];
  industryTypeId: string;
  landArea: string;
  builtArea: string;
  clearHeight: string;
  powerCapacityKva: string;
  loadingDocks: string;
  floorLoad: string;
  zoning: string;
  civilDefenceLicensed: boolean;
  industryFeatureIds: string[];
  regionId: string;
  cityId: string;
  district: string;
  address: string;
  latitude: string;
  longitude: string;
}

export type FieldName = keyof PropertyFormValues;
type Currency = (typeof currencies)[number];

const knownCurrency = (code: string): Currency => currencies.find((currency) => currency === code) ?? 'SAR';

export function emptyFormValues(whatsapp: string): PropertyFormValues {
  return {
    titleAr: '',
    titleEn: '',
    descriptionAr: '',
    descriptionEn: '',
    transactionTypeId: '',
    propertyTypeId: '',
    price: '',
    currency: 'SAR',
    rentPeriod: '',
    area: '',
    adLicenseNumber: '',
    whatsapp,
    bedrooms: '',
    bathrooms: '',
    livingRooms: '',
    floorId: '',
    buildTypeId: '',
    buildingAge: '',
    furnished: false,
    streetWidth: '',
    facade: '',
    relaxMediaIds: [],
    industryTypeId: '',
    landArea: '',
    builtArea: '',
    clearHeight: '',
    powerCapacityKva: '',
    loadingDocks: '',
    floorLoad: '',
    zoning: '',
    civilDefenceLicensed: false,
    industryFeatureIds: [],
    regionId: '',
    cityId: '',
    district: '',
    address: '',
    latitude: '',
    longitude: '',
  };
}

const idText = (ref: { id: number } | null | undefined) => (ref ? String(ref.id) : '');
const coordinateText = (value: number | null) => (value === null ? '' : String(value));

/** An ad as the owner left it, every field filled in for editing. */
export function formValuesOf(ad: PropertyDetail, whatsapp: string): PropertyFormValues {
  const values: PropertyFormValues = {
    ...emptyFormValues(whatsapp),
    titleAr: ad.titleAr ?? '',
    titleEn: ad.titleEn ?? '',
    descriptionAr: ad.descriptionAr ?? '',
    descriptionEn: ad.descriptionEn ?? '',
    transactionTypeId: idText(ad.transactionType),
    propertyTypeId: idText(ad.propertyType),
    price: textOfNumber(ad.price),
    currency: knownCurrency(ad.currency),
    rentPeriod: ad.rentPeriod ?? '',
    area: textOfNumber(ad.area),
    adLicenseNumber: ad.adLicenseNumber ?? '',
    regionId: idText(ad.region),
    cityId: idText(ad.city),
    district: ad.districtWritten ?? '',
    address: ad.addressWritten ?? '',
    latitude: coordinateText(ad.latitude),
    longitude: coordinateText(ad.longitude),
  };
  const { details } = ad;
  if ('bedrooms' in details) {
    return {
      ...values,
      bedrooms: textOfNumber(details.bedrooms),
      bathrooms: textOfNumber(details.bathrooms),
      livingRooms: textOfNumber(details.livingRooms),
      floorId: idText(details.floor),
      buildTypeId: idText(details.buildType),
      buildingAge: textOfNumber(details.buildingAge),
      furnished: details.furnished,
      streetWidth: textOfNumber(details.streetWidth),
      facade: details.facade ?? '',
      relaxMediaIds: details.relaxMedia.map((item) => String(item.id)),
    };
  }
  return {
    ...values,
    industryTypeId: idText(details.industryType),
    landArea: textOfNumber(details.landArea),
    builtArea: textOfNumber(details.builtArea),
    clearHeight: textOfNumber(details.clearHeight),
    powerCapacityKva: textOfNumber(details.powerCapacityKva),
    loadingDocks: textOfNumber(details.loadingDocks),
    floorLoad: textOfNumber(details.floorLoad),
    zoning: details.zoning ?? '',
    streetWidth: textOfNumber(details.streetWidth),
    civilDefenceLicensed: details.civilDefenceLicensed,
    industryFeatureIds: details.industryFeatures.map((item) => String(item.id)),
  };
}
