import { ArrowDownUp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectOptions } from '#web/components/ui/SelectOptions';
import { SORT_ORDERS, type SortOrder } from '../filters/list-state';

interface SortSelectProps {
  value: SortOrder | undefined;
  /** With a text query and no chosen order, the API puts the best matches first. */
  hasQuery: boolean;
  onChange: (value: SortOrder | undefined) => void;
}

export function SortSelect({ value, hasQuery, onChange }: SortSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const orders = hasQuery ? SORT_ORDERS : SORT_ORDERS.filter((order) => order !== 'newest');
  return (
    <div className="relative min-w-0 flex-1 @lg:w-60 @lg:flex-none">
      <label htmlFor={id} className="sr-only">
        {t('listings.sort.label')}
      </label>
      <ArrowDownUp
        aria-hidden
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
      />
      <select
        id={id}
        value={value === undefined || (value === 'newest' && !hasQuery) ? '' : value}
        onChange={(event) => onChange(SORT_ORDERS.find((order) => order === event.target.value))}
        className="h-11 w-full rounded-xl border border-line bg-surface-raised ps-9 pe-3 font-medium text-ink"
      >
        <SelectOptions
          emptyLabel={hasQuery ? t('listings.sort.relevance') : t('listings.sort.newest')}
          options={orders.map((order) => ({ value: order, label: t(`listings.sort.${order}`) }))}
        />
      </select>
    </div>
  );
}
