import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAL_LICENSE_DIGITS, type DashboardAgent } from '#contract/dashboard/agents';
import { useContractForm } from '#web/components/ui/form/contract-form';
import { FormDialog } from '#web/components/ui/form/FormDialog';
import { useServerAlert } from '#web/components/ui/form/server-errors';
import { errorMessage } from '#web/lib/api/api-client';
import { notify } from '#web/lib/browser/notify';
import { useCan } from '#web/lib/session/staff-session';
import { agentForm, agentFormDefaults, TextField, type PhotoChoice } from '../lib/agent-form';
import { AgentLanguagesField } from './AgentLanguagesField';
import { AgentPhotoField } from './AgentPhotoField';
import { useAgentPhoto, useSaveAgent } from '../api';

const PHONE_PLACEHOLDER = '+966 5X XXX XXXX';

/** Adds or edits an agent; a chosen photo is uploaded (or removed) once the details are saved. */
export function AgentDialog({ agent, onClose }: { agent?: DashboardAgent; onClose: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const save = useSaveAgent(agent?.id);
  const photo = useAgentPhoto();
  const form = useContractForm(agentForm, agentFormDefaults(agent));
  const [savedId, setSavedId] = useState(agent?.id);
  const { alert, clearAlert, showRefusal } = useServerAlert(form);

  const finish = () => {
    notify.success(t('dashboard.agents.saved'));
    onClose();
  };

  const sendPhoto = (id: number, choice: PhotoChoice) => {
    if (choice === undefined || (choice === null && !agent?.imageUrl)) return finish();
    photo.mutate(
      { id, file: choice },
      {
        onSuccess: finish,
        onError: (error) => form.setError('photo', { type: 'server', message: errorMessage(error) }),
      },
    );
  };

  return (
    <FormDialog
      title={agent ? t('dashboard.agents.editTitle') : t('dashboard.agents.newTitle')}
      form={form}
      onClose={onClose}
      pending={save.isPending || photo.isPending}
      alert={alert}
      onSubmit={({ photo: choice, ...body }) => {
        clearAlert();
        // The details were saved already and only the photo failed: try the photo again.
        if (savedId !== undefined && savedId !== agent?.id) return sendPhoto(savedId, choice);
        save.mutate(body, {
          onSuccess: (saved) => {
            setSavedId(saved.id);
            sendPhoto(saved.id, choice);
          },
          onError: showRefusal,
        });
      }}
    >
      {can('Agents.Update') && <AgentPhotoField currentUrl={agent?.imageUrl ?? null} />}
      <TextField name="fullNameAr" label={t('dashboard.agents.nameAr')} lang="ar" maxLength={100} required />
      <TextField name="fullNameEn" label={t('dashboard.agents.nameEn')} lang="en" maxLength={100} required />
      <TextField
        name="phoneNumber"
        label={t('dashboard.agents.phone')}
        type="tel"
        placeholder={PHONE_PLACEHOLDER}
        autoComplete="off"
        required
      />
      <TextField
        name="whatsapp"
        label={t('dashboard.agents.whatsapp')}
        type="tel"
        placeholder={PHONE_PLACEHOLDER}
        autoComplete="off"
      />
      <TextField name="email" label={t('dashboard.agents.email')} type="email" autoComplete="off" />
      <TextField
        name="falLicenseNumber"
        label={t('dashboard.agents.licence')}
        inputMode="numeric"
        maxLength={FAL_LICENSE_DIGITS}
        autoComplete="off"
      />
      <AgentLanguagesField label={t('dashboard.agents.languages')} />
    </FormDialog>
  );
}
