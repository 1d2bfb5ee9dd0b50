import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface FiltersButtonProps {
  active: number;
  onOpen: () => void;
  /** A press is coming (pointer down, focus): time to fetch the sheet's code. */
  onIntent: () => void;
}

/** Phones: opens the filter sheet; the badge counts the filters in use. */
export function FiltersButton({ active, onOpen, onIntent }: FiltersButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onOpen}
      onPointerDown={onIntent}
      onFocus={onIntent}
      aria-haspopup="dialog"
      className="inline-flex h-11 shrink-0 items-center gap-2 rounded-xl border border-line bg-surface-raised px-4 font-medium lg:hidden"
    >
      <SlidersHorizontal aria-hidden className="size-5 text-brand" />
      {t('listings.filters.title')}
      {active > 0 && (
        <>
          <span
            aria-hidden
            className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand px-1.5 text-xs font-bold text-white dark:text-surface"
          >
            {active}
          </span>
          <span className="sr-only">{t('listings.filters.activeCount', { count: active })}</span>
        </>
      )}
    </button>
  );
}
