import { toNestErrors } from '@hookform/resolvers';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import type { Language } from '#contract/common';
import { issueText, messageKeyFor } from '#contract/issue-text';
import { useLanguage } from '#web/lib/i18n/i18n';

/**
 * Checks a form with the endpoint's own schema and words each problem as the server would, from the
 * same catalogue with the same limits. (`zodResolver` keeps only an issue's message, which for our
 * schemas is a catalogue key; the limits a key's text names, such as {maximum}, would be lost.)
 */
export function contractResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  language: Language,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values, { error: messageKeyFor });
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      errors[issue.path.join('.')] ??= { type: issue.code, message: issueText(issue, language) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/** A form whose values an endpoint's schema checks before they are sent, in the reader's language. */
export function useContractForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const language = useLanguage();
  return useForm<Input, unknown, Output>({ resolver: contractResolver(schema, language), defaultValues });
}
