import { useTranslation } from 'react-i18next';
import type { FilterPatch, ListFilters } from '../filters/list-state';
import { panelLookups } from '../filters/panel-lookups';
import { LookupSelect } from './LookupSelect';
import { MinCountField } from './MinCountField';
import { NumberRangeField } from './NumberRangeField';
import { RegionCityFields } from './RegionCityFields';

interface FiltersPanelProps {
  filters: ListFilters;
  /** The category in view; `undefined` when both are listed. */
  category: string | undefined;
  onChange: (patch: FilterPatch) => void;
  /** How long number fields wait for typing to pause before filtering. */
  delay: number;
}

/** Every filter of the list except the text query, the category switch and the map box. */
export function FiltersPanel({ filters, category, onChange, delay }: FiltersPanelProps) {
  const { t } = useTranslation();
  const lookups = panelLookups(filters, category);
  return (
    <div className="flex flex-col gap-5">
      <LookupSelect
        {...lookups.transactionType}
        label={t('listings.filters.transactionType')}
        value={filters.TransactionTypeId}
        onChange={(value) => onChange({ TransactionTypeId: value })}
      />
      <LookupSelect
        {...lookups.propertyType}
        label={t('listings.filters.propertyType')}
        value={filters.PropertyTypeId}
        onChange={(value) => onChange({ PropertyTypeId: value })}
      />
      <RegionCityFields
        region={lookups.region}
        city={lookups.city}
        regionId={filters.RegionId}
        cityId={filters.CityId}
        onChange={onChange}
      />
      <NumberRangeField
        legend={t('listings.filters.price')}
        min={filters.MinPrice}
        max={filters.MaxPrice}
        delay={delay}
        onChange={(bound, value) => onChange(bound === 'min' ? { MinPrice: value } : { MaxPrice: value })}
      />
      <NumberRangeField
        legend={t('listings.filters.area')}
        min={filters.MinArea}
        max={filters.MaxArea}
        delay={delay}
        onChange={(bound, value) => onChange(bound === 'min' ? { MinArea: value } : { MaxArea: value })}
      />
      {category === '1' && (
        <>
          <MinCountField
            legend={t('listings.filters.bedrooms')}
            value={filters.Bedrooms}
            onChange={(value) => onChange({ Bedrooms: value })}
          />
          <MinCountField
            legend={t('listings.filters.bathrooms')}
            value={filters.Bathrooms}
            onChange={(value) => onChange({ Bathrooms: value })}
          />
        </>
      )}
      {lookups.industryType && (
        <LookupSelect
          {...lookups.industryType}
          label={t('listings.filters.industryType')}
          value={filters.IndustryTypeId}
          onChange={(value) => onChange({ IndustryTypeId: value })}
        />
      )}
    </div>
  );
}
