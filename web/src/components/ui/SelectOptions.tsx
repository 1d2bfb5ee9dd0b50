export interface SelectOption {
  value: string | number;
  label: string;
}

/** A <select>'s options, after the empty value's (any, choose…) when it has a label. */
export function SelectOptions({
  options,
  emptyLabel,
}: {
  options: readonly SelectOption[];
  emptyLabel?: string;
}) {
  return (
    <>
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
