import { useTranslation } from 'react-i18next';
import { sentStatuses } from '#contract/properties';
import type { PropertyStatus } from '#web/entities/moderated-ad/status';

const tabClass =
  'inline-flex items-center gap-2 whitespace-nowrap rounded-full border border-line px-3 py-1.5 text-sm font-medium hover:bg-surface aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white dark:aria-pressed:text-surface';

/** The status filter as buttons; pending (the review queue) comes first, with its length. */
export function StatusTabs({
  value,
  pendingCount,
  onChange,
}: {
  value: PropertyStatus | undefined;
  pendingCount: number | undefined;
  onChange: (status: PropertyStatus | undefined) => void;
}) {
  const { t } = useTranslation();
  const options: (PropertyStatus | undefined)[] = [...sentStatuses, undefined];
  return (
    <div
      role="group"
      aria-label={t('dashboard.properties.statusFilter')}
      className="flex w-full gap-2 overflow-x-auto pb-1"
    >
      {options.map((status) => (
        <button
          key={status ?? 'all'}
          type="button"
          aria-pressed={value === status}
          className={tabClass}
          onClick={() => onChange(status)}
        >
          {t(`dashboard.properties.statuses.${status ?? 'all'}`)}
          {status === 'pending' && pendingCount !== undefined && (
            <span
              className="rounded-full bg-amber-500 px-1.5 text-xs text-black"
              aria-label={t('dashboard.properties.pendingCount', { count: pendingCount })}
            >
              {pendingCount}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
