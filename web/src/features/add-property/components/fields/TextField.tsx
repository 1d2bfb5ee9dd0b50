import { FieldShell, type FieldProps } from './FieldShell';
import { controlClass } from './field-styles';
import { useRegisterField } from './useFieldError';
import type { Language } from '../../../../../../contract/common';

interface TextFieldProps extends FieldProps {
  /** The language of the text typed, for titles and descriptions written in one language. */
  lang?: Language;
  type?: 'text' | 'tel';
  multiline?: boolean;
  autoComplete?: string;
}

/** A one-line or multi-line text field; an Arabic or English field keeps its own direction. */
export function TextField({
  lang,
  type = 'text',
  multiline = false,
  autoComplete,
  ...field
}: TextFieldProps) {
  const register = useRegisterField();
  const dir = type === 'tel' ? 'ltr' : lang === 'ar' ? 'rtl' : lang === 'en' ? 'ltr' : undefined;
  return (
    <FieldShell {...field}>
      {({ id, invalid, describedBy }) => {
        const common = {
          id,
          lang,
          dir,
          'aria-invalid': invalid,
          'aria-required': field.required,
          'aria-describedby': describedBy,
          ...register(field.name),
        };
        return multiline ? (
          <textarea rows={5} className={`${controlClass(invalid)} py-3 leading-relaxed`} {...common} />
        ) : (
          <input
            type={type}
            autoComplete={autoComplete}
            className={`${controlClass(invalid)} h-12 ${dir === 'ltr' ? 'rtl:text-end' : ''}`}
            {...common}
          />
        );
      }}
    </FieldShell>
  );
}
