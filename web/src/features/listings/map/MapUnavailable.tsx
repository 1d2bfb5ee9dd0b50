import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Said once the map could not load; the list is shown instead and the map can be tried again. */
export function MapUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl border border-line bg-surface-raised px-4 py-3 text-sm"
    >
      <MapPinOff aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
      <div className="min-w-0 flex-1">
        <p>{t('listings.map.unavailable')}</p>
        <button
          type="button"
          onClick={onRetry}
          className="mt-2 rounded-lg border border-line px-3 py-1.5 font-medium hover:bg-surface"
        >
          {t('listings.map.retry')}
        </button>
      </div>
    </div>
  );
}
