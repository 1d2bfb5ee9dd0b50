import { useId } from 'react';
import { numberText } from '#web/lib/formatting/number-text';
import { useDebouncedField } from '../hooks/use-debounced-field';
import { filterControlClass, filterLabelClass } from '#web/components/ui/form/field-look';

interface NumberFieldProps {
  label: string;
  value: string | undefined;
  onCommit: (value: string) => void;
  /** How long typing must pause before the value is used (0: at once). */
  delay: number;
  placeholder?: string;
}

/** A whole number typed with Latin or Arabic-Indic digits, on the phone's numeric keyboard. */
export function NumberField({ label, value, onCommit, delay, placeholder }: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useDebouncedField(value ?? '', onCommit, delay);
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className={filterLabelClass}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        maxLength={12}
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(numberText(event.target.value, { decimal: false }))}
        className={`${filterControlClass} text-start`}
      />
    </div>
  );
}
