import { useTranslation } from 'react-i18next';
import { useDetailLookups } from '../hooks/use-form-lookups';
import { lookupOptions } from '#web/entities/catalogue/lookup-options';
import { CheckField } from './ad-fields';
import { ChoiceChips } from './ChoiceChips';
import { NumberField } from './ad-fields';
import { SelectField } from './ad-fields';
import { TextField } from './ad-fields';

/** Step 2 for industry: activity, areas, clear height, power, docks, floor load, zoning, features. */
export function IndustryDetailsStep() {
  const { t } = useTranslation();
  const { industryTypes, industryFeatures } = useDetailLookups(2);
  const squareMeters = t('addProperty.units.squareMeters');
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <SelectField
        name="industryTypeId"
        label={t('addProperty.fields.industryType')}
        choices={lookupOptions(industryTypes)}
        className="sm:col-span-2"
      />
      <NumberField name="landArea" decimal unit={squareMeters} label={t('addProperty.fields.landArea')} />
      <NumberField name="builtArea" decimal unit={squareMeters} label={t('addProperty.fields.builtArea')} />
      <NumberField
        name="clearHeight"
        decimal
        unit={t('addProperty.units.meters')}
        label={t('addProperty.fields.clearHeight')}
      />
      <NumberField
        name="powerCapacityKva"
        decimal
        unit={t('addProperty.units.kva')}
        label={t('addProperty.fields.powerCapacityKva')}
      />
      <NumberField name="loadingDocks" label={t('addProperty.fields.loadingDocks')} />
      <NumberField
        name="floorLoad"
        decimal
        unit={t('addProperty.units.kiloNewtons')}
        label={t('addProperty.fields.floorLoad')}
      />
      <TextField name="zoning" label={t('addProperty.fields.zoning')} hint={t('addProperty.hints.zoning')} />
      <NumberField
        name="streetWidth"
        decimal
        unit={t('addProperty.units.meters')}
        label={t('addProperty.fields.streetWidth')}
      />
      <div className="sm:col-span-2">
        <CheckField name="civilDefenceLicensed" label={t('addProperty.fields.civilDefenceLicensed')} />
      </div>
      <ChoiceChips
        name="industryFeatureIds"
        label={t('addProperty.fields.industryFeatures')}
        items={industryFeatures}
      />
    </div>
  );
}
