import { useTranslation } from 'react-i18next';

/** Holds the map's place while its code arrives. */
export function MapLoading({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className={`flex items-center justify-center rounded-2xl border border-line bg-line/40 text-ink-muted ${className}`}
    >
      {t('listings.map.loading')}
    </div>
  );
}
