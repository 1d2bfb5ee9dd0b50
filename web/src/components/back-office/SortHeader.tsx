import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The SortBy values that sort a column one way and the other; `first` is taken on the first click. */
export interface SortOrders<Sort extends string> {
  ascending: Sort;
  descending: Sort;
  first?: 'ascending' | 'descending';
}

interface SortHeaderProps<Sort extends string> {
  label: string;
  orders: SortOrders<Sort>;
  current: Sort | undefined;
  onSort: (sort: Sort) => void;
}

export function SortHeader<Sort extends string>({ label, orders, current, onSort }: SortHeaderProps<Sort>) {
  const { t } = useTranslation();
  const direction =
    current === orders.ascending ? 'ascending' : current === orders.descending ? 'descending' : 'none';
  const next =
    direction === 'ascending'
      ? orders.descending
      : direction === 'descending'
        ? orders.ascending
        : orders[orders.first ?? 'ascending'];
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={direction} className="whitespace-nowrap px-3 py-2 text-start font-medium">
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded px-1 py-0.5 hover:text-ink"
        onClick={() => onSort(next)}
      >
        {label}
        <Icon aria-hidden className="size-3.5" />
        <span className="sr-only">
          {next === orders.ascending
            ? t('dashboard.table.sortAscending')
            : t('dashboard.table.sortDescending')}
        </span>
      </button>
    </th>
  );
}
