import { useId } from 'react';
import { fieldControl, fieldLabel } from './field-styles';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  value: string | undefined;
  options: SelectOption[];
  /** The first entry, which removes the filter. */
  anyLabel: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

export function SelectField({
  label,
  value,
  options,
  anyLabel,
  onChange,
  disabled = false,
}: SelectFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className={fieldControl}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
