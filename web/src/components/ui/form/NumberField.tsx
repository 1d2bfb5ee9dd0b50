import type { FieldValues, Path } from 'react-hook-form';
import { numberText } from '#web/lib/formatting/number-text';
import { boxClass, boxedInputClass } from './field-look';
import { FieldShell, type FieldProps } from './FieldShell';
import { useField } from './use-field';

interface NumberFieldProps<Values extends FieldValues> extends FieldProps<Path<Values>> {
  /** Allows a decimal point (prices, areas, heights); otherwise whole numbers only. */
  decimal?: boolean;
  /** Coordinates may be negative; nothing else may. */
  negative?: boolean;
  /** The unit shown at the end of the field (m², kVA, ...). */
  unit?: string;
  /** What an empty field means ("last", "any"). */
  placeholder?: string;
}

const REFUSED_KEYS = new Set(['-', '+', 'e', 'E']);

/**
 * A number typed on any keyboard (spec §5): a text input with a numeric keypad (`inputmode`) that
 * turns Arabic-Indic digits into Latin ones and refuses minus, plus and `e`. Numbers read left to
 * right, aligned with the page's text. The form keeps the text; its schema makes it a number.
 */
export function NumberField<Values extends FieldValues>({
  decimal = false,
  negative = false,
  unit,
  placeholder,
  ...field
}: NumberFieldProps<Values>) {
  const { id, error, register } = useField<Values>(field.name);
  const { onChange, ...registered } = register();
  return (
    <FieldShell id={id} error={error} {...field}>
      {({ invalid, describedBy }) => (
        <div className={boxClass(invalid)}>
          <input
            id={id}
            type="text"
            inputMode={decimal ? 'decimal' : 'numeric'}
            dir="ltr"
            autoComplete="off"
            placeholder={placeholder}
            aria-invalid={invalid}
            aria-required={field.required}
            aria-describedby={describedBy}
            className={`${boxedInputClass} rtl:text-end`}
            onKeyDown={(event) => {
              if (REFUSED_KEYS.has(event.key) && !(negative && event.key === '-')) event.preventDefault();
            }}
            {...registered}
            onChange={(event) => {
              event.target.value = numberText(event.target.value, { decimal, negative });
              void onChange(event);
            }}
          />
          {unit && (
            <span aria-hidden className="shrink-0 pe-4 text-sm text-ink-muted">
              {unit}
            </span>
          )}
        </div>
      )}
    </FieldShell>
  );
}
