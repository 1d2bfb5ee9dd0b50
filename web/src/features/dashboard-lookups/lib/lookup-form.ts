import { z } from 'zod';
import { latinDigits } from '#contract/common';
import { lookupFields, type DashboardLookup, type LookupKindName } from '#contract/dashboard/lookups';
import { fieldsOf } from '#web/components/ui/form/typed-fields';

/** A number as its field holds it: empty is none, any other text a number the contract's rule checks. */
const numberText = <Empty extends null | undefined>(empty: Empty) =>
  z.string().transform((text): number | Empty | undefined => {
    const digits = latinDigits(text.trim());
    return digits === '' ? empty : Number(digits);
  });

/** The entry's fields as the server checks them; the numbers and ids are held as text by their fields. */
export const lookupForm = lookupFields.extend({
  category: z
    .string()
    .transform((value): 1 | 2 | null | undefined => (value === '' ? null : (Number(value) as 1 | 2)))
    .pipe(lookupFields.shape.category),
  parentId: numberText(null).pipe(lookupFields.shape.parentId),
  latitude: numberText(null).pipe(lookupFields.shape.latitude),
  longitude: numberText(null).pipe(lookupFields.shape.longitude),
  sortOrder: numberText(undefined).pipe(lookupFields.shape.sortOrder),
});
export type LookupFormValues = z.input<typeof lookupForm>;

export function lookupFormDefaults(
  kind: LookupKindName,
  lookup: DashboardLookup | undefined,
  asCity: number | undefined,
): LookupFormValues {
  const text = (value: number | null | undefined) => (value == null ? '' : String(value));
  return {
    nameAr: lookup?.nameAr ?? '',
    nameEn: lookup?.nameEn ?? '',
    category: lookup?.category ? String(lookup.category) : kind === 'propertytype' ? '1' : '',
    parentId: text(lookup ? lookup.parentId : asCity),
    latitude: text(lookup?.latitude),
    longitude: text(lookup?.longitude),
    sortOrder: text(lookup?.sortOrder),
  };
}

export const { TextField, NumberField, SelectField } = fieldsOf<LookupFormValues>();
