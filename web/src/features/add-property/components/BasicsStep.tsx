import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currencies, rentPeriods } from '#contract/properties';
import { useBasicsLookups } from '../hooks/use-form-lookups';
import type { Category } from '#web/entities/catalogue/category';
import { currencyName, isRentChoice } from '../lib/choices';
import { lookupOptions } from '#web/entities/catalogue/lookup-options';
import type { PropertyFormValues } from '../lib/form-values';
import { NumberField } from './ad-fields';
import { SelectField } from './ad-fields';
import { TextField } from './ad-fields';
import { LicenceField } from './LicenceField';
import type { LicenceVerdict } from '../hooks/use-licence-check';

interface BasicsStepProps {
  category: Category;
  licence: { verdict: LicenceVerdict | undefined; onLeave: (number: string) => void };
}

/** Step 1: titles and descriptions in both languages, deal, type, price, area, licence, WhatsApp. */
export function BasicsStep({ category, licence }: BasicsStepProps) {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext<PropertyFormValues>();
  const { transactionTypes, propertyTypes } = useBasicsLookups(category);
  const transactionTypeId = useWatch({ control, name: 'transactionTypeId' });
  const isRent = isRentChoice(transactionTypes, transactionTypeId);
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <TextField name="titleAr" lang="ar" label={t('addProperty.fields.titleAr')} className="sm:col-span-2" />
      <TextField
        name="titleEn"
        lang="en"
        label={t('addProperty.fields.titleEn')}
        hint={t('addProperty.hints.title')}
        className="sm:col-span-2"
      />
      <TextField
        name="descriptionAr"
        lang="ar"
        rows={5}
        label={t('addProperty.fields.descriptionAr')}
        className="sm:col-span-2"
      />
      <TextField
        name="descriptionEn"
        lang="en"
        rows={5}
        label={t('addProperty.fields.descriptionEn')}
        className="sm:col-span-2"
      />
      <SelectField
        name="transactionTypeId"
        required
        label={t('addProperty.fields.transactionType')}
        choices={lookupOptions(transactionTypes)}
      />
      <SelectField
        name="propertyTypeId"
        required
        label={t('addProperty.fields.propertyType')}
        choices={lookupOptions(propertyTypes)}
      />
      <NumberField name="price" required decimal label={t('addProperty.fields.price')} />
      <SelectField
        name="currency"
        required
        placeholder={false}
        label={t('addProperty.fields.currency')}
        choices={currencies.map((code) => ({ value: code, label: currencyName(code, i18n.language) }))}
      />
      {isRent && (
        <SelectField
          name="rentPeriod"
          required
          label={t('addProperty.fields.rentPeriod')}
          choices={rentPeriods.map((period) => ({
            value: period,
            label: t(`addProperty.rentPeriod.${period}`),
          }))}
        />
      )}
      <NumberField
        name="area"
        required
        decimal
        unit={t('addProperty.units.squareMeters')}
        label={t('addProperty.fields.area')}
      />
      <LicenceField verdict={licence.verdict} onLeave={licence.onLeave} />
      <TextField
        name="whatsapp"
        type="tel"
        autoComplete="tel"
        label={t('addProperty.fields.whatsapp')}
        hint={t('addProperty.hints.whatsapp')}
      />
    </div>
  );
}
