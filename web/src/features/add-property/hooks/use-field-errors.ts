import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api/api-client';
import type { Category } from '#web/entities/catalogue/category';
import { isRentChoice } from '../lib/choices';
import { clientErrors } from '../lib/client-errors';
import type { FieldName, PropertyFormValues } from '../lib/form-values';
import { fieldsOfStep, formFieldOf, STEPS, stepOfField, type StepKey } from '../lib/steps';
import { useBasicsLookups } from './use-form-lookups';

const earliest = (steps: (StepKey | undefined)[]): StepKey | undefined =>
  STEPS.find((step) => steps.includes(step));

/**
 * Puts problems under their fields: the browser's check of some steps, or a server answer's field
 * errors (its own words, in the request's language). Each answers the first step with a problem and
 * the first field at fault there, so the form can go to it.
 */
export function useFieldErrors(
  form: UseFormReturn<PropertyFormValues>,
  category: Category,
  licenceRequired: boolean,
) {
  const { t } = useTranslation();
  const { transactionTypes } = useBasicsLookups(category);

  function checkSteps(steps: StepKey[]): { step: StepKey; field: FieldName } | undefined {
    const values = form.getValues();
    const errors = clientErrors(category, values, {
      isRent: isRentChoice(transactionTypes, values.transactionTypeId),
      licenceRequired,
    });
    const fields = steps.flatMap(fieldsOfStep);
    form.clearErrors(fields);
    let first: FieldName | undefined;
    for (const field of fields) {
      const error = errors[field];
      if (!error) continue;
      form.setError(field, { message: t(`addProperty.errors.${error.key}`, error.params) });
      first ??= field;
    }
    const step = first && stepOfField(first);
    return first && step ? { step, field: first } : undefined;
  }

  /** Field errors of a refused save; `undefined` when none of them belongs to a field of the form. */
  function showServerErrors(error: unknown): { step: StepKey; field: FieldName } | undefined {
    if (!(error instanceof ApiError)) return undefined;
    const named: FieldName[] = [];
    for (const [key, messages] of Object.entries(error.fieldErrors)) {
      const field = formFieldOf(key);
      const message = messages[0];
      if (!field || !message) continue;
      form.setError(field, { message });
      named.push(field);
    }
    const step = earliest(named.map(stepOfField));
    const field = step && named.find((name) => stepOfField(name) === step);
    return step && field ? { step, field } : undefined;
  }

  return { checkSteps, showServerErrors };
}
