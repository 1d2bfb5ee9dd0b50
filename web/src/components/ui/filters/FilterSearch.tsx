import { Search } from 'lucide-react';
import { filterControlClass } from '../form/field-look';
import { FilterShell } from './FilterShell';

/** Words that narrow a list as they are typed; it belongs to no form. */
export function FilterSearch({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FilterShell label={label} className="w-full sm:w-64">
      {(id) => (
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute inset-y-0 start-3 my-auto size-4 text-ink-muted"
          />
          <input
            id={id}
            type="search"
            className={`${filterControlClass} ps-9`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      )}
    </FilterShell>
  );
}
