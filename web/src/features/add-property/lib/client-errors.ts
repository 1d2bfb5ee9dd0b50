import type { z } from 'zod';
import { industryBody, residenceBody } from '#contract/properties';
import { phoneDigits } from '#web/lib/formatting/countries';
import type { Category } from '#web/entities/catalogue/category';
import type { FieldName, PropertyFormValues } from './form-values';
import { requestBodyOf } from './request-body';
import { formFieldOf } from './steps';

export type ErrorKey =
  | 'required'
  | 'notANumber'
  | 'wholeNumber'
  | 'tooLong'
  | 'tooBig'
  | 'tooSmall'
  | 'positive'
  | 'tooMany'
  | 'adLicense'
  | 'titleRequired'
  | 'choose'
  | 'rentPeriod'
  | 'whatsapp'
  | 'coordinatesPair'
  | 'invalid';

export interface ErrorText {
  key: ErrorKey;
  params?: { max?: number; min?: number; count?: number };
}

export type ClientErrors = Partial<Record<FieldName, ErrorText>>;

function textOf(issue: z.core.$ZodIssue, value: unknown): ErrorText {
  if (issue.message === 'adLicenseInvalid') return { key: 'adLicense' };
  if (issue.message === 'titleRequired') return { key: 'titleRequired' };
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined || value === '') return { key: 'required' };
      return { key: issue.expected === 'int' ? 'wholeNumber' : 'notANumber' };
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { key: 'tooLong', params: { count: max } };
      if (issue.origin === 'array') return { key: 'tooMany', params: { max } };
      return { key: 'tooBig', params: { max } };
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      return min <= 0.01 && !(issue.inclusive && min === 0)
        ? { key: 'positive' }
        : { key: 'tooSmall', params: { min } };
    }
    case 'invalid_value':
      return { key: 'choose' };
    default:
      return { key: 'invalid' };
  }
}

/**
 * The contract's own schema (the one the server validates with) run on the form, plus the rules the
 * schema cannot know here: a rent needs a period, coordinates come in pairs, WhatsApp looks like a
 * phone number, and a title is needed even while other fields are still wrong. The first problem of each field wins.
 */
export function clientErrors(
  category: Category,
  values: PropertyFormValues,
  options: { isRent: boolean; licenceRequired?: boolean },
): ClientErrors {
  const errors: ClientErrors = {};
  const body: Record<string, unknown> = requestBodyOf(category, values);
  const result = (category === 1 ? residenceBody : industryBody).safeParse(body);
  for (const issue of result.error?.issues ?? []) {
    const field = formFieldOf(issue.path.map(String).join('.'));
    if (field && !errors[field]) errors[field] = textOf(issue, body[field]);
  }
  // The schema's own title rule runs only once every field parses; say it at once.
  if (values.titleAr.trim() === '' && values.titleEn.trim() === '')
    errors.titleAr ??= { key: 'titleRequired' };
  if (options.isRent && values.rentPeriod === '') errors.rentPeriod ??= { key: 'rentPeriod' };
  if (options.licenceRequired && values.adLicenseNumber.trim() === '') {
    errors.adLicenseNumber ??= { key: 'required' };
  }
  if ((values.latitude === '') !== (values.longitude === '')) {
    errors[values.latitude === '' ? 'latitude' : 'longitude'] ??= { key: 'coordinatesPair' };
  }
  const whatsapp = phoneDigits(values.whatsapp);
  if (values.whatsapp.trim() !== '' && (whatsapp.length < 7 || whatsapp.length > 15)) {
    errors.whatsapp = { key: 'whatsapp' };
  }
  return errors;
}
