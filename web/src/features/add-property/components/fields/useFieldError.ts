import { useFormContext } from 'react-hook-form';
import type { FieldName, PropertyFormValues } from '../../lib/form-values';

/** The message under a field, whether the browser or the server found the problem. */
export function useFieldError(name: FieldName): string | undefined {
  const { formState } = useFormContext<PropertyFormValues>();
  const message = formState.errors[name]?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** Registers a field so that editing it clears its error. */
export function useRegisterField() {
  const { register, clearErrors } = useFormContext<PropertyFormValues>();
  return (name: FieldName) => register(name, { onChange: () => clearErrors(name) });
}
