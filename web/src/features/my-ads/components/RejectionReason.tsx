import { useTranslation } from 'react-i18next';

/** Why staff refused the ad, or what they asked to change. */
export function RejectionReason({ reason, changes = false }: { reason: string | null; changes?: boolean }) {
  const { t } = useTranslation();
  if (!reason) return null;
  return (
    <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200">
      <span className="font-bold">
        {changes ? t('addProperty.myAds.changesBecause') : t('addProperty.myAds.rejectedBecause')}
      </span>{' '}
      {reason}
      {changes && <span className="mt-1 block">{t('addProperty.myAds.changesNote')}</span>}
    </p>
  );
}
