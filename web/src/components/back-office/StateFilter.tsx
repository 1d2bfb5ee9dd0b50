import { FilterSelect } from '../ui/filters/FilterSelect';

/** A yes/no filter of a list (blocked, handled, hidden): All, then the "no" state, then the "yes" state. */
export function StateFilter({
  label,
  allLabel,
  falseLabel,
  trueLabel,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  falseLabel: string;
  trueLabel: string;
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
}) {
  return (
    <FilterSelect
      label={label}
      className="w-full sm:w-44"
      value={value === undefined ? '' : String(value)}
      options={[
        { value: '', label: allLabel },
        { value: 'false', label: falseLabel },
        { value: 'true', label: trueLabel },
      ]}
      onChange={(chosen) => onChange(chosen === '' ? undefined : chosen === 'true')}
    />
  );
}
