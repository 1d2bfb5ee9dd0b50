import type { FieldValues, Path } from 'react-hook-form';
import type { Language } from '#contract/common';
import { controlClass } from './field-look';
import { FieldShell, type FieldProps } from './FieldShell';
import { useField } from './use-field';

interface TextFieldProps<Values extends FieldValues> extends FieldProps<Path<Values>> {
  /** The language of the text typed, for names and descriptions written in one language. */
  lang?: Language;
  type?: 'text' | 'tel' | 'email' | 'url';
  /** A text area of this many rows instead of one line. */
  rows?: number;
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  disabled?: boolean;
}

/** A one-line or multi-line text field; an Arabic or English field keeps its own direction. */
export function TextField<Values extends FieldValues>({
  lang,
  type = 'text',
  rows,
  maxLength,
  placeholder,
  autoComplete,
  inputMode,
  disabled,
  ...field
}: TextFieldProps<Values>) {
  const { id, error, register } = useField<Values>(field.name);
  const ltr = type !== 'text' || inputMode === 'numeric' || lang === 'en';
  const dir = ltr ? 'ltr' : lang === 'ar' ? 'rtl' : undefined;
  return (
    <FieldShell id={id} error={error} {...field}>
      {({ invalid, describedBy }) => {
        const common = {
          id,
          lang,
          dir,
          maxLength,
          placeholder,
          disabled,
          'aria-invalid': invalid,
          'aria-required': field.required,
          'aria-describedby': describedBy,
          ...register(),
        };
        return rows ? (
          <textarea rows={rows} className={`${controlClass(invalid)} py-3 leading-relaxed`} {...common} />
        ) : (
          <input
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            className={`${controlClass(invalid)} h-12 ${ltr ? 'rtl:text-end' : ''}`}
            {...common}
          />
        );
      }}
    </FieldShell>
  );
}
