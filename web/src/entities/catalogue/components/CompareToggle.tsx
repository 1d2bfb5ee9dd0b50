import { Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toggleCompared, useComparedIds } from '../compare-list';
import { notify } from '#web/lib/browser/notify';

/** Picks an ad for the comparison (kept on the device, 4 at most); the tray opens it. */
export function CompareToggle({ propertyId, className = '' }: { propertyId: number; className?: string }) {
  const { t } = useTranslation();
  const picked = useComparedIds().includes(propertyId);
  const label = picked ? t('catalogue.compare.remove') : t('catalogue.compare.add');
  return (
    <button
      type="button"
      aria-pressed={picked}
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (toggleCompared(propertyId) === 'full') notify.info(t('catalogue.compare.full'));
      }}
      className={`inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium shadow-sm backdrop-blur ${
        picked ? 'bg-brand text-white dark:text-surface' : 'bg-surface-raised/90 text-ink hover:text-brand'
      } ${className}`}
    >
      <Scale aria-hidden className="size-4" />
      {t('catalogue.compare.short')}
    </button>
  );
}
