import { Crop, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Shown while the results are limited to the map's box or a drawn area; pressing it lifts the limit. */
export function MapAreaChip({ drawn, onRemove }: { drawn: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onRemove}
      className="inline-flex items-center gap-1.5 rounded-full border border-brand/40 bg-brand/10 px-3 py-1 text-sm font-medium text-brand"
    >
      <Crop aria-hidden className="size-4" />
      {t(drawn ? 'listings.map.drawnArea' : 'listings.map.area')}
      <span className="sr-only">{t(drawn ? 'listings.map.removeDrawnArea' : 'listings.map.removeArea')}</span>
      <X aria-hidden className="size-4" />
    </button>
  );
}
