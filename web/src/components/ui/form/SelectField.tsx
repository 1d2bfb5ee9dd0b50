import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectOptions } from '../SelectOptions';
import { controlClass } from './field-look';
import { FieldShell, type FieldProps } from './FieldShell';
import { useField } from './use-field';

export interface Choice {
  value: string;
  label: string;
}

interface SelectFieldProps<Values extends FieldValues> extends FieldProps<Path<Values>> {
  choices: readonly Choice[];
  disabled?: boolean;
  /** The empty first choice; left out (`false`) when the field always has a value. */
  placeholder?: string | false;
  onValueChange?: (value: string) => void;
}

/**
 * A native select (the phone's own picker, the keyboard works everywhere). Controlled, so a value
 * set before its choices arrive (an ad being edited) shows once they do.
 */
export function SelectField<Values extends FieldValues>({
  choices,
  disabled = false,
  placeholder,
  onValueChange,
  ...field
}: SelectFieldProps<Values>) {
  const { t } = useTranslation();
  const { control } = useFormContext<Values>();
  const { field: controlled } = useController({ control, name: field.name });
  const { id, error, clearError } = useField<Values>(field.name);
  return (
    <FieldShell id={id} error={error} {...field}>
      {({ invalid, describedBy }) => (
        <select
          id={id}
          ref={controlled.ref}
          name={controlled.name}
          value={controlled.value ?? ''}
          disabled={disabled}
          aria-invalid={invalid}
          aria-required={field.required}
          aria-describedby={describedBy}
          className={`${controlClass(invalid)} h-12`}
          onBlur={controlled.onBlur}
          onChange={(event) => {
            controlled.onChange(event.target.value);
            clearError();
            onValueChange?.(event.target.value);
          }}
        >
          <SelectOptions
            options={choices}
            emptyLabel={placeholder === false ? undefined : (placeholder ?? t('form.choose'))}
          />
        </select>
      )}
    </FieldShell>
  );
}
