import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { propertyQuery } from '#web/lib/catalogue/api';

/** Why staff refused the ad: the list item has no reason, the owner's view of the ad has it. */
export function RejectionReason({ id }: { id: number }) {
  const { t } = useTranslation();
  const ad = useQuery(propertyQuery(id));
  const reason = ad.data?.rejectionReason;
  if (!reason) return null;
  return (
    <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200">
      <span className="font-bold">{t('addProperty.myAds.rejectedBecause')}</span> {reason}
    </p>
  );
}
