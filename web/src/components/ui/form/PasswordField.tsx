import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { boxClass, boxedInputClass } from './field-look';
import { FieldShell, type FieldProps } from './FieldShell';
import { useField } from './use-field';

interface PasswordFieldProps<Values extends FieldValues> extends FieldProps<Path<Values>> {
  autoComplete: 'current-password' | 'new-password';
}

/** Spec §5: a password can be shown and hidden again. */
export function PasswordField<Values extends FieldValues>({
  autoComplete,
  ...field
}: PasswordFieldProps<Values>) {
  const { t } = useTranslation();
  const { id, error, register } = useField<Values>(field.name);
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={id} error={error} {...field}>
      {({ invalid, describedBy }) => (
        <div className={boxClass(invalid)}>
          <input
            id={id}
            type={visible ? 'text' : 'password'}
            dir="ltr"
            autoComplete={autoComplete}
            aria-invalid={invalid}
            aria-required={field.required}
            aria-describedby={describedBy}
            className={`${boxedInputClass} text-start`}
            {...register()}
          />
          <button
            type="button"
            className="inline-flex h-full w-11 shrink-0 items-center justify-center text-ink-muted hover:text-ink"
            aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible(!visible)}
          >
            {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
