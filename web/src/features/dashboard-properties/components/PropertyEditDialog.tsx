import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ModeratedPropertyEdit, ModerationDetail } from '#contract/dashboard/properties';
import { useContractForm } from '#web/components/ui/form/contract-form';
import { FormDialog } from '#web/components/ui/form/FormDialog';
import { useServerAlert } from '#web/components/ui/form/server-errors';
import { notify } from '#web/lib/browser/notify';
import { useCan } from '#web/lib/session/staff-session';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useAssignableAgents, useEditProperty } from '../api';
import {
  editValuesOf,
  NumberField,
  propertyEditForm,
  SelectField,
  TextField,
} from '../lib/property-edit-form';

const TEXTS = ['titleAr', 'titleEn', 'descriptionAr', 'descriptionEn'] as const;

/** Staff correct an ad's titles, descriptions, price and agent; only the changed fields are sent. */
export function PropertyEditDialog({ ad, onClose }: { ad: ModerationDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const withAgents = can('Agents.ReadList');
  const agentList = useAssignableAgents(withAgents);
  const save = useEditProperty(ad.id);
  const form = useContractForm(propertyEditForm, editValuesOf(ad));
  const { alert, clearAlert, showRefusal } = useServerAlert(form);

  const agentChoices = [
    { value: '', label: t('dashboard.propertyEdit.noAgent') },
    ...(agentList.data?.data ?? []).map((agent) => ({
      value: String(agent.id),
      label: language === 'ar' ? agent.fullNameAr : agent.fullNameEn,
    })),
  ];
  if (ad.agent && !agentChoices.some((choice) => choice.value === String(ad.agent?.id))) {
    agentChoices.push({ value: String(ad.agent.id), label: ad.agent.fullName });
  }

  const submit = (values: z.output<typeof propertyEditForm>) => {
    const edit: ModeratedPropertyEdit = {};
    for (const field of TEXTS) {
      const value = values[field] ?? null;
      if (value !== (ad[field] || null)) edit[field] = value;
    }
    if (values.price !== ad.price) edit.price = values.price;
    const agentId = values.agentId ?? null;
    if (withAgents && agentId !== (ad.agent?.id ?? null)) edit.agentId = agentId;
    if (Object.keys(edit).length === 0) {
      onClose();
      return;
    }
    clearAlert();
    save.mutate(edit, {
      onSuccess: () => {
        notify.success(t('dashboard.propertyEdit.saved'));
        onClose();
      },
      onError: showRefusal,
    });
  };

  return (
    <FormDialog
      title={t('dashboard.propertyEdit.title')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      alert={alert}
    >
      <TextField name="titleAr" label={t('dashboard.propertyEdit.titleAr')} lang="ar" />
      <TextField name="titleEn" label={t('dashboard.propertyEdit.titleEn')} lang="en" />
      <TextField name="descriptionAr" label={t('dashboard.propertyEdit.descriptionAr')} lang="ar" rows={4} />
      <TextField name="descriptionEn" label={t('dashboard.propertyEdit.descriptionEn')} lang="en" rows={4} />
      <NumberField
        name="price"
        label={t('dashboard.propertyEdit.price', { currency: ad.currency })}
        decimal
        required
      />
      {withAgents && (
        <SelectField
          name="agentId"
          label={t('dashboard.propertyEdit.agent')}
          choices={agentChoices}
          placeholder={false}
        />
      )}
    </FormDialog>
  );
}
