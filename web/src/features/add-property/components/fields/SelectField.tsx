import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PropertyFormValues } from '../../lib/form-values';
import { FieldShell, type FieldProps } from './FieldShell';
import { controlClass } from './field-styles';

export interface Choice {
  value: string;
  label: string;
}

interface SelectFieldProps extends FieldProps {
  choices: Choice[];
  disabled?: boolean;
  /** Left out when the field always has a value (currency). */
  placeholder?: string | false;
  onValueChange?: (value: string) => void;
}

/**
 * A native select (the phone's own picker, the keyboard works everywhere). Controlled, so a value
 * set before its choices arrive (an ad being edited) shows once they do.
 */
export function SelectField({
  choices,
  disabled = false,
  placeholder,
  onValueChange,
  ...field
}: SelectFieldProps) {
  const { t } = useTranslation();
  const { control, clearErrors } = useFormContext<PropertyFormValues>();
  const { field: controlled } = useController({ control, name: field.name });
  return (
    <FieldShell {...field}>
      {({ id, invalid, describedBy }) => (
        <select
          id={id}
          ref={controlled.ref}
          name={controlled.name}
          value={String(controlled.value)}
          disabled={disabled}
          aria-invalid={invalid}
          aria-required={field.required}
          aria-describedby={describedBy}
          className={`${controlClass(invalid)} h-12`}
          onBlur={controlled.onBlur}
          onChange={(event) => {
            controlled.onChange(event.target.value);
            clearErrors(field.name);
            onValueChange?.(event.target.value);
          }}
        >
          {placeholder !== false && <option value="">{placeholder ?? t('addProperty.choose')}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
