import { useTranslation } from 'react-i18next';
import { propertyStatuses } from '#contract/properties';
import type { AdStatus } from './StatusBadge';

interface StatusFilterProps {
  value: AdStatus | undefined;
  onChange: (status: AdStatus | undefined) => void;
}

/** All, or one status; a row of toggle chips that scrolls sideways on a phone. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const { t } = useTranslation();
  const options: { key: string; status: AdStatus | undefined; label: string }[] = [
    { key: 'all', status: undefined, label: t('addProperty.myAds.all') },
    ...propertyStatuses.map((status) => ({ key: status, status, label: t(`catalogue.status.${status}`) })),
  ];
  return (
    <div
      role="group"
      aria-label={t('addProperty.myAds.filterByStatus')}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {options.map((option) => {
        const on = option.status === value;
        return (
          <button
            key={option.key}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(option.status)}
            className={`min-h-10 shrink-0 rounded-full border px-4 text-sm font-medium ${
              on
                ? 'border-brand bg-brand text-white dark:text-surface'
                : 'border-line bg-surface-raised hover:bg-surface'
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
