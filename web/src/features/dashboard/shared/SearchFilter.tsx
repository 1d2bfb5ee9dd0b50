import { Search } from 'lucide-react';
import { useId } from 'react';
import { inputClass, labelClass } from './field-styles';

export function SearchFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex w-full flex-col gap-1 sm:w-64">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute inset-y-0 start-3 my-auto size-4 text-ink-muted"
        />
        <input
          id={id}
          type="search"
          className={`${inputClass} ps-9`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
