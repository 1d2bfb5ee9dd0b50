import type { FieldName } from './form-values';

/** The five steps of design.md, in order. */
export const STEPS = ['basics', 'details', 'location', 'photos', 'review'] as const;
export type StepKey = (typeof STEPS)[number];

const FIELDS_OF_STEP: Record<StepKey, readonly FieldName[]> = {
  basics: [
    'titleAr',
    'titleEn',
    'descriptionAr',
    'descriptionEn',
    'transactionTypeId',
    'propertyTypeId',
    'price',
    'currency',
    'rentPeriod',
    'area',
    'adLicenseNumber',
    'whatsapp',
  ],
  details: [
    'bedrooms',
    'bathrooms',
    'livingRooms',
    'floorId',
    'buildTypeId',
    'buildingAge',
    'furnished',
    'streetWidth',
    'facade',
    'relaxMediaIds',
    'industryTypeId',
    'landArea',
    'builtArea',
    'clearHeight',
    'powerCapacityKva',
    'loadingDocks',
    'floorLoad',
    'zoning',
    'civilDefenceLicensed',
    'industryFeatureIds',
  ],
  location: ['regionId', 'cityId', 'district', 'address', 'latitude', 'longitude'],
  photos: [],
  review: [],
};

export const fieldsOfStep = (step: StepKey) => FIELDS_OF_STEP[step];

/** The step that shows a field, for errors named by the server (`relaxMediaIds.2` → details). */
export function stepOfField(field: string): StepKey | undefined {
  const name = field.split('.')[0];
  return STEPS.find((step) => FIELDS_OF_STEP[step].some((known) => known === name));
}

/** The form field a server error names, if the form has one. */
export function formFieldOf(field: string): FieldName | undefined {
  const name = field.split('.')[0];
  for (const step of STEPS) {
    const known = FIELDS_OF_STEP[step].find((candidate) => candidate === name);
    if (known) return known;
  }
  return undefined;
}
