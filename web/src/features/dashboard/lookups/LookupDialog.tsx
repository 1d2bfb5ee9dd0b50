import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardLookup, LookupKindName } from '../../../../../contract/dashboard/lookups';
import { notify } from '../../../lib/notify';
import { useRegions, useSaveLookup } from './api';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../shared/field-errors';
import { useLanguage } from '../shared/use-language';
import { primaryButton, secondaryButton } from '../shared/field-styles';
import { FormAlert } from '../../../components/ui/form/FormAlert';
import { FormDialog } from '../shared/FormDialog';
import { SelectField } from '../shared/SelectField';
import { TextField } from '../shared/TextField';

type Field = 'nameAr' | 'nameEn' | 'category' | 'parentId' | 'latitude' | 'longitude' | 'sortOrder';

const toNumber = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/**
 * Adds or edits an entry of one list: both names, then what the list has besides (a category for
 * property types; for regions whether it is a city of a region, and coordinates). An existing entry
 * keeps its level: a region stays a region, a city stays a city.
 */
export function LookupDialog({
  kind,
  lookup,
  asCity,
  onClose,
}: {
  kind: LookupKindName;
  lookup?: DashboardLookup;
  /** A new region entry starts as a city of this region. */
  asCity?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const save = useSaveLookup(lookup?.id);
  const isRegionKind = kind === 'region';
  const regions = useRegions(isRegionKind);
  const [values, setValues] = useState<Record<Field, string>>({
    nameAr: lookup?.nameAr ?? '',
    nameEn: lookup?.nameEn ?? '',
    category: lookup?.category ? String(lookup.category) : kind === 'propertytype' ? '1' : '',
    parentId: lookup?.parentId ? String(lookup.parentId) : asCity ? String(asCity) : '',
    latitude: lookup?.latitude?.toString() ?? '',
    longitude: lookup?.longitude?.toString() ?? '',
    sortOrder: lookup ? String(lookup.sortOrder) : '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const serverErrors = serverFieldErrors(save.error);
  const errorOf = (field: Field) => errors[field] ?? serverErrors[field];
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const levelFixed = lookup !== undefined;
  const isCity = values.parentId !== '';

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const required = t('dashboard.lookups.required');
    const number = t('dashboard.lookups.numberInvalid');
    const invalid = (text: string) => text.trim() !== '' && !Number.isFinite(Number(text.trim()));
    const next: Partial<Record<Field, string>> = {
      nameAr: values.nameAr.trim() ? undefined : required,
      nameEn: values.nameEn.trim() ? undefined : required,
      latitude: invalid(values.latitude) ? number : undefined,
      longitude: invalid(values.longitude) ? number : undefined,
      sortOrder: invalid(values.sortOrder) ? number : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const sortOrder = toNumber(values.sortOrder);
    save.mutate(
      {
        ...(lookup ? {} : { kind }),
        nameAr: values.nameAr.trim(),
        nameEn: values.nameEn.trim(),
        category: kind === 'propertytype' ? (Number(values.category) as 1 | 2) : null,
        parentId: isRegionKind ? toNumber(values.parentId) : null,
        latitude: isRegionKind ? toNumber(values.latitude) : null,
        longitude: isRegionKind ? toNumber(values.longitude) : null,
        ...(sortOrder === null ? {} : { sortOrder }),
      },
      {
        onSuccess: () => {
          notify.success(t('dashboard.lookups.saved'));
          onClose();
        },
      },
    );
  };

  const failure =
    save.isError && Object.keys(serverErrors).length === 0 ? errorMessage(save.error) : undefined;
  const kindName = t(`dashboard.lookups.kinds.${kind}`);
  const regionOptions = (regions.data?.data ?? [])
    .filter((region) => region.id !== lookup?.id)
    .map((region) => ({
      value: String(region.id),
      label: language === 'ar' ? region.nameAr : region.nameEn,
    }));

  return (
    <FormDialog
      title={t(lookup ? 'dashboard.lookups.editTitle' : 'dashboard.lookups.newTitle', { kind: kindName })}
      onSubmit={submit}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t('dashboard.cancel')}
          </button>
          <button type="submit" className={primaryButton} disabled={save.isPending}>
            {t('dashboard.save')}
          </button>
        </>
      }
    >
      <FormAlert message={failure} />
      <TextField
        label={t('dashboard.lookups.nameAr')}
        dir="rtl"
        lang="ar"
        maxLength={100}
        value={values.nameAr}
        onChange={set('nameAr')}
        error={errorOf('nameAr')}
      />
      <TextField
        label={t('dashboard.lookups.nameEn')}
        dir="ltr"
        lang="en"
        maxLength={100}
        value={values.nameEn}
        onChange={set('nameEn')}
        error={errorOf('nameEn')}
      />
      {kind === 'propertytype' && (
        <SelectField
          label={t('dashboard.lookups.category')}
          value={values.category}
          options={[
            { value: '1', label: t('dashboard.lookups.categories.1') },
            { value: '2', label: t('dashboard.lookups.categories.2') },
          ]}
          onChange={set('category')}
          error={errorOf('category')}
        />
      )}
      {isRegionKind && (
        <SelectField
          label={t('dashboard.lookups.level')}
          value={values.parentId}
          disabled={levelFixed && !isCity}
          options={[
            ...(levelFixed && isCity ? [] : [{ value: '', label: t('dashboard.lookups.isRegion') }]),
            ...regionOptions.map((option) => ({
              ...option,
              label: t('dashboard.lookups.cityOf', { name: option.label }),
            })),
          ]}
          onChange={set('parentId')}
          error={errorOf('parentId')}
        />
      )}
      {isRegionKind && (
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t('dashboard.lookups.latitude')}
            dir="ltr"
            inputMode="decimal"
            value={values.latitude}
            onChange={set('latitude')}
            error={errorOf('latitude')}
          />
          <TextField
            label={t('dashboard.lookups.longitude')}
            dir="ltr"
            inputMode="decimal"
            value={values.longitude}
            onChange={set('longitude')}
            error={errorOf('longitude')}
          />
        </div>
      )}
      <TextField
        label={t('dashboard.lookups.sortOrder')}
        dir="ltr"
        inputMode="numeric"
        placeholder={lookup ? undefined : t('dashboard.lookups.sortOrderLast')}
        value={values.sortOrder}
        onChange={set('sortOrder')}
        error={errorOf('sortOrder')}
      />
    </FormDialog>
  );
}
