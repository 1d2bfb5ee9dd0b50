import { useTranslation } from 'react-i18next';
import { lookupNames } from '#contract/lookups';
import type { LookupKindName } from '#contract/dashboard/lookups';

const tabClass =
  'inline-flex items-center whitespace-nowrap rounded-full border border-line px-3 py-1.5 text-sm font-medium hover:bg-surface aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white dark:aria-pressed:text-surface';

/** Which of the eight lookup lists the table shows. */
export function LookupKindTabs({
  value,
  onChange,
}: {
  value: LookupKindName;
  onChange: (kind: LookupKindName) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('dashboard.lookups.kindPicker')}
      className="flex gap-2 overflow-x-auto pb-1"
    >
      {lookupNames.map((kind) => (
        <button
          key={kind}
          type="button"
          aria-pressed={value === kind}
          className={tabClass}
          onClick={() => onChange(kind)}
        >
          {t(`dashboard.lookups.kinds.${kind}`)}
        </button>
      ))}
    </div>
  );
}
