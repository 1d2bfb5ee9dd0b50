import { useTranslation } from 'react-i18next';
import type { PropertyStatus } from './api';

const tones: Record<PropertyStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  published: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  rejected: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  sold: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  rented: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  archived: 'bg-line text-ink-muted',
};

export function StatusBadge({ status }: { status: PropertyStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${tones[status]}`}>
      {t(`dashboard.properties.statuses.${status}`)}
    </span>
  );
}
