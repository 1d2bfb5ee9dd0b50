import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useFieldId } from './field-ids';

/**
 * A field of the form around it: its id, its error (the browser's check or the server's answer) and
 * its registration, which clears the error as soon as the field is edited.
 */
export function useField<Values extends FieldValues>(name: Path<Values>) {
  const { register, clearErrors, getFieldState, formState } = useFormContext<Values>();
  const id = useFieldId(name);
  const message = getFieldState(name, formState).error?.message;
  const error = typeof message === 'string' && message !== '' ? message : undefined;
  return {
    id,
    error,
    register: () => register(name, { onChange: () => clearErrors(name) }),
    clearError: () => clearErrors(name),
  };
}
