import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePlaceLookups } from '../hooks/use-form-lookups';
import { lookupOptions } from '#web/entities/catalogue/lookup-options';
import type { PropertyFormValues } from '../lib/form-values';
import { MapPicker } from './MapPicker';
import { SelectField } from './ad-fields';
import { TextField } from './ad-fields';

/** Riyadh, where the map opens before a city is chosen. */
const DEFAULT_CENTER: [number, number] = [24.7136, 46.6753];

/** Step 3: region, then one of its cities, district, address and an optional point on the map. */
export function LocationStep() {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<PropertyFormValues>();
  const [regionId, cityId] = useWatch({ control, name: ['regionId', 'cityId'] });
  const { regions, cities } = usePlaceLookups(regionId);
  const city = cities.find((item) => String(item.id) === cityId);
  const center: [number, number] =
    city?.latitude != null && city.longitude != null ? [city.latitude, city.longitude] : DEFAULT_CENTER;
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <SelectField
        name="regionId"
        required
        label={t('addProperty.fields.region')}
        choices={lookupOptions(regions)}
        onValueChange={() => setValue('cityId', '')}
      />
      <SelectField
        name="cityId"
        required
        disabled={regionId === ''}
        label={t('addProperty.fields.city')}
        placeholder={regionId === '' ? t('addProperty.chooseRegionFirst') : undefined}
        choices={lookupOptions(cities)}
      />
      <TextField name="district" label={t('addProperty.fields.district')} />
      <TextField name="address" label={t('addProperty.fields.address')} />
      <div className="sm:col-span-2">
        <MapPicker center={center} />
      </div>
    </div>
  );
}
