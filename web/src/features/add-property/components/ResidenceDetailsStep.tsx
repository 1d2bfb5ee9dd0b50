import { useTranslation } from 'react-i18next';
import { facades } from '#contract/properties';
import { useDetailLookups } from '../hooks/use-form-lookups';
import { lookupOptions } from '#web/entities/catalogue/lookup-options';
import { CheckField } from './ad-fields';
import { ChoiceChips } from './ChoiceChips';
import { NumberField } from './ad-fields';
import { SelectField } from './ad-fields';

/** Step 2 for a home: rooms, floor, build, age, street, facade, furnished and amenities. */
export function ResidenceDetailsStep() {
  const { t } = useTranslation();
  const { floors, buildTypes, relaxMedia } = useDetailLookups(1);
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <div className="grid grid-cols-3 gap-3 sm:col-span-2 sm:gap-5">
        <NumberField name="bedrooms" label={t('addProperty.fields.bedrooms')} />
        <NumberField name="bathrooms" label={t('addProperty.fields.bathrooms')} />
        <NumberField name="livingRooms" label={t('addProperty.fields.livingRooms')} />
      </div>
      <SelectField name="floorId" label={t('addProperty.fields.floor')} choices={lookupOptions(floors)} />
      <SelectField
        name="buildTypeId"
        label={t('addProperty.fields.buildType')}
        choices={lookupOptions(buildTypes)}
      />
      <NumberField
        name="buildingAge"
        unit={t('addProperty.units.years')}
        label={t('addProperty.fields.buildingAge')}
      />
      <NumberField
        name="streetWidth"
        decimal
        unit={t('addProperty.units.meters')}
        label={t('addProperty.fields.streetWidth')}
      />
      <SelectField
        name="facade"
        label={t('addProperty.fields.facade')}
        choices={facades.map((facade) => ({ value: facade, label: t(`addProperty.facade.${facade}`) }))}
      />
      <div className="sm:col-span-2">
        <CheckField name="furnished" label={t('addProperty.fields.furnished')} />
      </div>
      <ChoiceChips name="relaxMediaIds" label={t('addProperty.fields.relaxMedia')} items={relaxMedia} />
    </div>
  );
}
