import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../ui/filters/FilterSelect';

/**
 * A yes/no filter of a list (blocked, handled, hidden): All, then the "no" state and the "yes" state
 * (the "yes" state first with `trueFirst`).
 */
export function StateFilter({
  label,
  falseLabel,
  trueLabel,
  value,
  onChange,
  trueFirst = false,
  className = 'w-full sm:w-44',
}: {
  label: string;
  falseLabel: string;
  trueLabel: string;
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
  trueFirst?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const states = [
    { value: 'false', label: falseLabel },
    { value: 'true', label: trueLabel },
  ];
  return (
    <FilterSelect
      label={label}
      className={className}
      value={value === undefined ? '' : String(value)}
      anyLabel={t('dashboard.filters.all')}
      options={trueFirst ? states.reverse() : states}
      onChange={(chosen) => onChange(chosen === '' ? undefined : chosen === 'true')}
    />
  );
}
