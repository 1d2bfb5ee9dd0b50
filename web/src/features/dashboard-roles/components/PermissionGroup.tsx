import { useEffect, useId, useRef } from 'react';

interface PermissionGroupProps {
  title: string;
  selectAllLabel: string;
  items: { name: string; label: string; disabled: boolean }[];
  selected: ReadonlySet<string>;
  readOnly: boolean;
  onChange: (names: string[], checked: boolean) => void;
}

/** One resource's permissions as checkboxes, with "select all in group" (mixed when some are). */
export function PermissionGroup({
  title,
  selectAllLabel,
  items,
  selected,
  readOnly,
  onChange,
}: PermissionGroupProps) {
  const allRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const editable = items.filter((item) => !item.disabled);
  const checkedCount = items.filter((item) => selected.has(item.name)).length;
  const all = checkedCount === items.length;
  const some = checkedCount > 0 && !all;
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = some;
  }, [some]);

  return (
    <fieldset className="rounded-lg border border-line p-3">
      <legend className="px-1 font-bold">{title}</legend>
      <label
        htmlFor={`${id}-all`}
        className="flex items-center gap-2 border-b border-line pb-2 text-sm font-medium"
      >
        <input
          ref={allRef}
          id={`${id}-all`}
          type="checkbox"
          className="size-4 accent-brand"
          checked={all}
          aria-checked={some ? 'mixed' : all}
          disabled={readOnly || editable.length === 0}
          aria-label={`${selectAllLabel}: ${title}`}
          onChange={(event) =>
            onChange(
              editable.map((item) => item.name),
              event.target.checked,
            )
          }
        />
        {selectAllLabel}
      </label>
      <div className="mt-2 grid grid-cols-1 gap-1.5 sm:grid-cols-2">
        {items.map((item) => (
          <label key={item.name} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-brand"
              checked={selected.has(item.name)}
              disabled={readOnly || item.disabled}
              onChange={(event) => onChange([item.name], event.target.checked)}
            />
            {item.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
