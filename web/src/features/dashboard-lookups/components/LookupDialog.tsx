import { useTranslation } from 'react-i18next';
import type { DashboardLookup, LookupKindName } from '#contract/dashboard/lookups';
import { useContractForm } from '#web/components/ui/form/contract-form';
import { FormDialog } from '#web/components/ui/form/FormDialog';
import { useServerAlert } from '#web/components/ui/form/server-errors';
import { notify } from '#web/lib/browser/notify';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useRegions, useSaveLookup } from '../api';
import { lookupForm, lookupFormDefaults, NumberField, SelectField, TextField } from '../lib/lookup-form';

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
  const form = useContractForm(lookupForm, lookupFormDefaults(kind, lookup, asCity));
  const { alert, clearAlert, showRefusal } = useServerAlert(form);
  const levelFixed = lookup !== undefined;
  const isCity = lookup?.parentId != null;

  const kindName = t(`dashboard.lookups.kinds.${kind}`);
  const regionChoices = (regions.data?.data ?? [])
    .filter((region) => region.id !== lookup?.id)
    .map((region) => ({
      value: String(region.id),
      label: t('dashboard.lookups.cityOf', { name: language === 'ar' ? region.nameAr : region.nameEn }),
    }));

  return (
    <FormDialog
      title={t(lookup ? 'dashboard.lookups.editTitle' : 'dashboard.lookups.newTitle', { kind: kindName })}
      form={form}
      onClose={onClose}
      pending={save.isPending}
      alert={alert}
      onSubmit={({ sortOrder, ...fields }) => {
        clearAlert();
        save.mutate(
          {
            ...(lookup ? {} : { kind }),
            ...fields,
            category: kind === 'propertytype' ? fields.category : null,
            parentId: isRegionKind ? fields.parentId : null,
            latitude: isRegionKind ? fields.latitude : null,
            longitude: isRegionKind ? fields.longitude : null,
            ...(sortOrder === undefined ? {} : { sortOrder }),
          },
          {
            onSuccess: () => {
              notify.success(t('dashboard.lookups.saved'));
              onClose();
            },
            onError: showRefusal,
          },
        );
      }}
    >
      <TextField name="nameAr" label={t('dashboard.lookups.nameAr')} lang="ar" maxLength={100} required />
      <TextField name="nameEn" label={t('dashboard.lookups.nameEn')} lang="en" maxLength={100} required />
      {kind === 'propertytype' && (
        <SelectField
          name="category"
          label={t('dashboard.lookups.category')}
          placeholder={false}
          choices={[
            { value: '1', label: t('dashboard.lookups.categories.1') },
            { value: '2', label: t('dashboard.lookups.categories.2') },
          ]}
        />
      )}
      {isRegionKind && (
        <SelectField
          name="parentId"
          label={t('dashboard.lookups.level')}
          disabled={levelFixed && !isCity}
          placeholder={levelFixed && isCity ? false : t('dashboard.lookups.isRegion')}
          choices={regionChoices}
        />
      )}
      {isRegionKind && (
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField name="latitude" label={t('dashboard.lookups.latitude')} decimal negative />
          <NumberField name="longitude" label={t('dashboard.lookups.longitude')} decimal negative />
        </div>
      )}
      <TextField
        name="sortOrder"
        label={t('dashboard.lookups.sortOrder')}
        inputMode="numeric"
        placeholder={lookup ? undefined : t('dashboard.lookups.sortOrderLast')}
        autoComplete="off"
      />
    </FormDialog>
  );
}
