import type { Category } from '#web/entities/catalogue/category';
import type { PropertyFormValues } from './form-values';

/** A number field: '' is `empty`; text that is not a number goes through so the schema refuses it. */
function numberOf(text: string, empty: 0 | null | undefined): number | string | null | undefined {
  if (text.trim() === '') return empty;
  const value = Number(text);
  return Number.isFinite(value) ? value : text;
}

const ids = (texts: string[]) => texts.map(Number);

/**
 * The body of AddResidenceDetail / AddIndustryDetail (contract/properties.ts) from what the form holds.
 * Required numbers stay undefined when empty (the schema says "required"); bedrooms and bathrooms
 * count an empty field as 0, since a zero shows as empty (spec §5).
 */
export function requestBodyOf(category: Category, values: PropertyFormValues, id?: number) {
  const shared = {
    ...(id === undefined ? {} : { id }),
    titleAr: values.titleAr,
    titleEn: values.titleEn,
    descriptionAr: values.descriptionAr,
    descriptionEn: values.descriptionEn,
    transactionTypeId: numberOf(values.transactionTypeId, undefined),
    propertyTypeId: numberOf(values.propertyTypeId, undefined),
    regionId: numberOf(values.regionId, undefined),
    cityId: numberOf(values.cityId, undefined),
    district: values.district,
    address: values.address,
    latitude: numberOf(values.latitude, null),
    longitude: numberOf(values.longitude, null),
    price: numberOf(values.price, undefined),
    currency: values.currency,
    rentPeriod: values.rentPeriod === '' ? null : values.rentPeriod,
    area: numberOf(values.area, undefined),
    adLicenseNumber: values.adLicenseNumber.trim() === '' ? null : values.adLicenseNumber.trim(),
  };
  if (category === 1) {
    return {
      ...shared,
      bedrooms: numberOf(values.bedrooms, 0),
      bathrooms: numberOf(values.bathrooms, 0),
      livingRooms: numberOf(values.livingRooms, null),
      floorId: numberOf(values.floorId, null),
      buildTypeId: numberOf(values.buildTypeId, null),
      buildingAge: numberOf(values.buildingAge, null),
      furnished: values.furnished,
      streetWidth: numberOf(values.streetWidth, null),
      facade: values.facade === '' ? null : values.facade,
      relaxMediaIds: ids(values.relaxMediaIds),
    };
  }
  return {
    ...shared,
    industryTypeId: numberOf(values.industryTypeId, null),
    landArea: numberOf(values.landArea, null),
    builtArea: numberOf(values.builtArea, null),
    clearHeight: numberOf(values.clearHeight, null),
    powerCapacityKva: numberOf(values.powerCapacityKva, null),
    loadingDocks: numberOf(values.loadingDocks, null),
    floorLoad: numberOf(values.floorLoad, null),
    zoning: values.zoning,
    streetWidth: numberOf(values.streetWidth, null),
    civilDefenceLicensed: values.civilDefenceLicensed,
    industryFeatureIds: ids(values.industryFeatureIds),
  };
}
