import { filterControlClass } from '../form/field-look';
import { FilterShell } from './FilterShell';

interface FilterDateProps {
  label: string;
  /** `YYYY-MM-DD`, or undefined for no limit. */
  value: string | undefined;
  min?: string;
  max?: string;
  onChange: (value: string | undefined) => void;
  className?: string;
}

/** A day that narrows a list (from, to); clearing it removes the filter. */
export function FilterDate({ label, value, min, max, onChange, className }: FilterDateProps) {
  return (
    <FilterShell label={label} className={className}>
      {(id) => (
        <input
          id={id}
          type="date"
          dir="ltr"
          value={value ?? ''}
          min={min}
          max={max}
          onChange={(event) => onChange(event.target.value || undefined)}
          className={`${filterControlClass} rtl:text-end`}
        />
      )}
    </FilterShell>
  );
}
