import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModeratedPropertyEdit, ModerationDetail } from '../../../../../contract/dashboard/properties';
import { notify } from '../../../lib/notify';
import { useAssignableAgents, useEditProperty } from './api';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../shared/field-errors';
import { useCan } from '../../../lib/staff-session';
import { useLanguage } from '../shared/use-language';
import { primaryButton, secondaryButton } from '../shared/field-styles';
import { FormAlert } from '../../../components/ui/form/FormAlert';
import { FormDialog } from '../shared/FormDialog';
import { SelectField } from '../shared/SelectField';
import { TextAreaField } from '../shared/TextAreaField';
import { TextField } from '../shared/TextField';

type Field = 'titleAr' | 'titleEn' | 'descriptionAr' | 'descriptionEn' | 'price' | 'agentId';

/** Staff correct an ad's titles, descriptions, price and agent; only the changed fields are sent. */
export function PropertyEditDialog({ ad, onClose }: { ad: ModerationDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const withAgents = can('Agents.ReadList');
  const agentList = useAssignableAgents(withAgents);
  const save = useEditProperty(ad.id);
  const initial: Record<Field, string> = {
    titleAr: ad.titleAr ?? '',
    titleEn: ad.titleEn ?? '',
    descriptionAr: ad.descriptionAr ?? '',
    descriptionEn: ad.descriptionEn ?? '',
    price: String(ad.price),
    agentId: ad.agent ? String(ad.agent.id) : '',
  };
  const [values, setValues] = useState(initial);
  const [priceError, setPriceError] = useState<string>();
  const serverErrors = serverFieldErrors(save.error);
  const errorOf = (field: Field) =>
    field === 'price' ? (priceError ?? serverErrors.price) : serverErrors[field];
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const agentOptions = [
    { value: '', label: t('dashboard.propertyEdit.noAgent') },
    ...(agentList.data?.data ?? []).map((agent) => ({
      value: String(agent.id),
      label: language === 'ar' ? agent.fullNameAr : agent.fullNameEn,
    })),
  ];
  if (ad.agent && !agentOptions.some((option) => option.value === String(ad.agent?.id))) {
    agentOptions.push({ value: String(ad.agent.id), label: ad.agent.fullName });
  }

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const price = Number(values.price);
    if (!values.price.trim() || !Number.isFinite(price) || price <= 0) {
      setPriceError(t('dashboard.propertyEdit.priceInvalid'));
      return;
    }
    setPriceError(undefined);
    const texts = ['titleAr', 'titleEn', 'descriptionAr', 'descriptionEn'] as const;
    const edit: ModeratedPropertyEdit = {};
    for (const field of texts) {
      if (values[field].trim() !== initial[field].trim()) edit[field] = values[field].trim();
    }
    if (price !== ad.price) edit.price = price;
    if (withAgents && values.agentId !== initial.agentId) {
      edit.agentId = values.agentId ? Number(values.agentId) : null;
    }
    if (Object.keys(edit).length === 0) {
      onClose();
      return;
    }
    save.mutate(edit, {
      onSuccess: () => {
        notify.success(t('dashboard.propertyEdit.saved'));
        onClose();
      },
    });
  };

  return (
    <FormDialog
      title={t('dashboard.propertyEdit.title')}
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
      <FormAlert
        message={
          save.isError && Object.keys(serverErrors).length === 0 ? errorMessage(save.error) : undefined
        }
      />
      <TextField
        label={t('dashboard.propertyEdit.titleAr')}
        dir="rtl"
        lang="ar"
        maxLength={150}
        value={values.titleAr}
        onChange={set('titleAr')}
        error={errorOf('titleAr')}
      />
      <TextField
        label={t('dashboard.propertyEdit.titleEn')}
        dir="ltr"
        lang="en"
        maxLength={150}
        value={values.titleEn}
        onChange={set('titleEn')}
        error={errorOf('titleEn')}
      />
      <TextAreaField
        label={t('dashboard.propertyEdit.descriptionAr')}
        dir="rtl"
        lang="ar"
        maxLength={5000}
        value={values.descriptionAr}
        onChange={set('descriptionAr')}
        error={errorOf('descriptionAr')}
      />
      <TextAreaField
        label={t('dashboard.propertyEdit.descriptionEn')}
        dir="ltr"
        lang="en"
        maxLength={5000}
        value={values.descriptionEn}
        onChange={set('descriptionEn')}
        error={errorOf('descriptionEn')}
      />
      <TextField
        label={t('dashboard.propertyEdit.price', { currency: ad.currency })}
        type="number"
        inputMode="decimal"
        dir="ltr"
        min={0.01}
        step="any"
        value={values.price}
        onChange={set('price')}
        error={errorOf('price')}
      />
      {withAgents && (
        <SelectField
          label={t('dashboard.propertyEdit.agent')}
          options={agentOptions}
          value={values.agentId}
          onChange={set('agentId')}
          error={errorOf('agentId')}
        />
      )}
    </FormDialog>
  );
}
