import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, errorMessage } from '#web/lib/api/api-client';

/**
 * Puts a refused request's field errors under the form's fields (`languages.0` under `languages`).
 * Answers what the form should say above its fields: the server's message when no field of the
 * form took it, otherwise nothing.
 */
export function showServerErrors<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  error: unknown,
): string | undefined {
  if (!(error instanceof ApiError)) return errorMessage(error);
  const fields = Object.keys(form.getValues());
  let placed = false;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = fields.includes(key) ? key : fields.find((name) => key.startsWith(`${name}.`));
    if (!field || !messages[0]) continue;
    form.setError(field as Path<Values>, { type: 'server', message: messages[0] }, { shouldFocus: !placed });
    placed = true;
  }
  return placed ? undefined : error.message;
}

/**
 * The message a form shows above its fields (`FormAlert`): `showRefusal` places a refused request's
 * errors (see `showServerErrors`), `clearAlert` takes the message away before the form is sent again.
 */
export function useServerAlert<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
) {
  const [alert, setAlert] = useState<string>();
  return {
    alert,
    clearAlert: () => setAlert(undefined),
    showRefusal: (error: unknown) => setAlert(showServerErrors(form, error)),
  };
}
