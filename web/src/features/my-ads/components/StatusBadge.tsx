import { useTranslation } from 'react-i18next';
import type { propertyStatuses } from '#contract/properties';

export type AdStatus = (typeof propertyStatuses)[number];

const TONE: Record<AdStatus, string> = {
  draft: 'bg-line text-ink dark:bg-line dark:text-ink',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  published: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100',
  changesRequested: 'bg-orange-100 text-orange-900 dark:bg-orange-900/50 dark:text-orange-100',
  sold: 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
  rented: 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
  archived: 'bg-line text-ink dark:bg-line dark:text-ink',
  suspended: 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100',
  expired: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
};

/** The ad's status in words and colour (the words carry it; the colour only helps). */
export function StatusBadge({ status }: { status: AdStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex items-center rounded-full px-3 py-0.5 text-sm font-bold ${TONE[status]}`}>
      {t(`catalogue.status.${status}`)}
    </span>
  );
}
