import { useTranslation } from 'react-i18next';

/** The form's shape while the ad or the profile loads. */
export function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      aria-busy="true"
      aria-label={t('addProperty.loading')}
      className="space-y-5 rounded-2xl border border-line bg-surface-raised p-5 sm:p-8"
    >
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="space-y-2">
          <div className="h-4 w-1/3 animate-pulse rounded bg-line/60" />
          <div className="h-12 animate-pulse rounded-lg bg-line/60" />
        </div>
      ))}
    </div>
  );
}
