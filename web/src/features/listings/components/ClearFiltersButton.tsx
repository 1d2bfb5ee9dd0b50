import { FilterX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface ClearFiltersButtonProps {
  onClear: () => void;
  variant?: 'link' | 'solid';
}

export function ClearFiltersButton({ onClear, variant = 'link' }: ClearFiltersButtonProps) {
  const { t } = useTranslation();
  const look =
    variant === 'solid'
      ? 'rounded-lg bg-brand px-5 py-2.5 font-medium text-white hover:bg-brand-strong dark:text-surface'
      : 'shrink-0 whitespace-nowrap rounded-lg px-2 py-1 text-sm font-medium text-brand underline-offset-4 hover:underline';
  return (
    <button type="button" onClick={onClear} className={`inline-flex items-center gap-1.5 ${look}`}>
      <FilterX aria-hidden className="size-4" />
      {t('listings.filters.clear')}
    </button>
  );
}
