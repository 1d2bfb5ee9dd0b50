import { FilterShell } from './FilterShell';
import { SearchField } from './SearchField';

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
        <SearchField id={id} type="search" value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </FilterShell>
  );
}
