import { useTranslation } from 'react-i18next';
import type { FilterPatch } from '../filters/list-state';
import type { LookupField } from '../filters/panel-lookups';
import { LookupSelect } from './LookupSelect';

interface RegionCityFieldsProps {
  region: LookupField;
  /** Undefined until a region is chosen. */
  city: LookupField | undefined;
  regionId: string | undefined;
  cityId: string | undefined;
  onChange: (patch: FilterPatch) => void;
}

/** Region, then a city of that region: both come from the `region` lookup (cities carry parentId). */
export function RegionCityFields({ region, city, regionId, cityId, onChange }: RegionCityFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <LookupSelect
        {...region}
        include={(item) => item.parentId === null}
        label={t('listings.filters.region')}
        value={regionId}
        onChange={(value) => onChange({ RegionId: value })}
      />
      <LookupSelect
        kind="region"
        params={city?.params}
        label={t('listings.filters.city')}
        value={cityId}
        onChange={(value) => onChange({ CityId: value })}
        disabled={city === undefined}
        disabledLabel={t('listings.filters.regionFirst')}
      />
    </>
  );
}
