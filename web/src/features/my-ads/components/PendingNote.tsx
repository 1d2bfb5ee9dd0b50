import { useTranslation } from 'react-i18next';

/** Waiting for review; when reports sent it back, the owner's list says so (never by whom). */
export function PendingNote({ heldForReports }: { heldForReports: boolean }) {
  const { t } = useTranslation();
  if (heldForReports) {
    return (
      <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-200">
        {t('addProperty.myAds.heldForReportsNote')}
      </p>
    );
  }
  return <p className="text-sm text-ink-muted">{t('addProperty.myAds.pendingNote')}</p>;
}
