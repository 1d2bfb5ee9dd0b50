import { useTranslation } from 'react-i18next';
import type { FilterPatch } from '../filters/list-state';
import { LookupSelect } from './LookupSelect';

interface RegionCityFieldsProps {
  regionId: string | undefined;
  cityId: string | undefined;
  onChange: (patch: FilterPatch) => void;
}

/** Region, then a city of that region: both come from the `region` lookup (cities carry parentId). */
export function RegionCityFields({ regionId, cityId, onChange }: RegionCityFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <LookupSelect
        kind="region"
        include={(item) => item.parentId === null}
        label={t('listings.filters.region')}
        value={regionId}
        onChange={(value) => onChange({ RegionId: value })}
      />
      <LookupSelect
        kind="region"
        params={{ ParentId: regionId === undefined ? undefined : Number(regionId) }}
        label={t('listings.filters.city')}
        value={cityId}
        onChange={(value) => onChange({ CityId: value })}
        disabled={regionId === undefined}
        disabledLabel={t('listings.filters.regionFirst')}
      />
    </>
  );
}
