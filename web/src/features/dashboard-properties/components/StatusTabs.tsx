import { useTranslation } from 'react-i18next';
import { sentStatuses } from '#contract/properties';
import { ChoiceTabs } from '#web/components/back-office/ChoiceTabs';
import type { PropertyStatus } from '#web/entities/moderated-ad/status';

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
    <ChoiceTabs
      label={t('dashboard.properties.statusFilter')}
      tabs={options.map((status) => ({
        value: status,
        key: status ?? 'all',
        label: (
          <>
            {t(`dashboard.properties.statuses.${status ?? 'all'}`)}
            {status === 'pending' && pendingCount !== undefined && (
              <span
                className="rounded-full bg-amber-500 px-1.5 text-xs text-black"
                aria-label={t('dashboard.properties.pendingCount', { count: pendingCount })}
              >
                {pendingCount}
              </span>
            )}
          </>
        ),
      }))}
      value={value}
      onChange={onChange}
    />
  );
}
