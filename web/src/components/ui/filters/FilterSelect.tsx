import { filterControlClass } from '../form/field-look';
import { SelectOptions } from '../SelectOptions';
import { FilterShell } from './FilterShell';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  value: string | undefined;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  /** A first entry with the empty value, which removes the filter. */
  anyLabel?: string;
  disabled?: boolean;
  className?: string;
}

/** A labelled select that narrows a list at once; it belongs to no form. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  anyLabel,
  disabled = false,
  className,
}: FilterSelectProps) {
  return (
    <FilterShell label={label} className={className}>
      {(id) => (
        <select
          id={id}
          value={value ?? ''}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          className={filterControlClass}
        >
          <SelectOptions options={options} emptyLabel={anyLabel} />
        </select>
      )}
    </FilterShell>
  );
}
