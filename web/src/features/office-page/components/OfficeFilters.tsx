import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '#web/components/ui/filters/FilterSelect';
import { lookupQuery, type LookupKind } from '#web/entities/catalogue/api';
import { lookupOptions } from '#web/entities/catalogue/lookup-options';
import { useLanguage } from '#web/lib/i18n/i18n';
import type { OfficeAds } from '../hooks/use-office-ads';
import { OFFICE_SORTS } from '../office-ads-state';
import { PriceRangeFields } from './PriceRangeFields';

/** The usual filters of a list, for one office's ads: transaction, property type, price and sort. */
export function OfficeFilters({ ads }: { ads: OfficeAds }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-4 rounded-2xl border border-line bg-surface-raised p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_1fr] lg:items-end">
      <LookupFilter
        kind="transactiontype"
        label={t('officePage.listings.transactionType')}
        value={ads.filters.TransactionTypeId}
        onChange={(value) => ads.setFilters({ TransactionTypeId: value })}
      />
      <LookupFilter
        kind="propertytype"
        label={t('officePage.listings.propertyType')}
        value={ads.filters.PropertyTypeId}
        onChange={(value) => ads.setFilters({ PropertyTypeId: value })}
      />
      <div className="sm:col-span-2 lg:col-span-1">
        <PriceRangeFields min={ads.filters.MinPrice} max={ads.filters.MaxPrice} onApply={ads.setFilters} />
      </div>
      <FilterSelect
        label={t('officePage.listings.sort')}
        value={ads.sortBy === 'newest' ? undefined : ads.sortBy}
        options={OFFICE_SORTS.filter((order) => order !== 'newest').map((order) => ({
          value: order,
          label: t(`officePage.listings.sortOrders.${order}`),
        }))}
        anyLabel={t('officePage.listings.sortOrders.newest')}
        onChange={(value) => ads.setSort(OFFICE_SORTS.find((order) => order === value))}
      />
    </div>
  );
}

interface LookupFilterProps {
  kind: LookupKind;
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
}

function LookupFilter({ kind, label, value, onChange }: LookupFilterProps) {
  const { t } = useTranslation();
  const lookup = useQuery(lookupQuery(kind, {}, useLanguage()));
  return (
    <FilterSelect
      label={label}
      value={value}
      options={lookupOptions(lookup.data?.data)}
      anyLabel={t('officePage.listings.any')}
      onChange={onChange}
    />
  );
}
