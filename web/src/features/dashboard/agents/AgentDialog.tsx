import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentLanguage, DashboardAgent } from '../../../../../contract/dashboard/agents';
import { notify } from '../../../lib/notify';
import { useAgentPhoto, useSaveAgent } from './api';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../shared/field-errors';
import { useCan } from '../../../lib/staff-session';
import { AgentLanguagesField } from './AgentLanguagesField';
import { AgentPhotoField, type PhotoChoice } from './AgentPhotoField';
import { primaryButton, secondaryButton } from '../shared/field-styles';
import { FormAlert } from '../../../components/ui/form/FormAlert';
import { FormDialog } from '../shared/FormDialog';
import { TextField } from '../shared/TextField';

type Field = 'fullNameAr' | 'fullNameEn' | 'phoneNumber' | 'whatsapp' | 'email' | 'falLicenseNumber';

/** Adds or edits an agent; a chosen photo is uploaded (or removed) once the details are saved. */
export function AgentDialog({ agent, onClose }: { agent?: DashboardAgent; onClose: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const save = useSaveAgent(agent?.id);
  const photo = useAgentPhoto();
  const [values, setValues] = useState<Record<Field, string>>({
    fullNameAr: agent?.fullNameAr ?? '',
    fullNameEn: agent?.fullNameEn ?? '',
    phoneNumber: agent?.phoneNumber ?? '',
    whatsapp: agent?.whatsapp ?? '',
    email: agent?.email ?? '',
    falLicenseNumber: agent?.falLicenseNumber ?? '',
  });
  const [languages, setLanguages] = useState<AgentLanguage[]>(
    (agent?.languages ?? ['ar']) as AgentLanguage[],
  );
  const [choice, setChoice] = useState<PhotoChoice>();
  const [savedId, setSavedId] = useState(agent?.id);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const serverErrors = serverFieldErrors(save.error);
  const errorOf = (field: Field) => errors[field] ?? serverErrors[field];
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const canChangePhoto = can('Agents.Update');

  const finish = () => {
    notify.success(t('dashboard.agents.saved'));
    onClose();
  };

  const sendPhoto = (id: number) => {
    if (choice === undefined || (choice === null && !agent?.imageUrl)) return finish();
    photo.mutate({ id, file: choice }, { onSuccess: finish });
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const required = t('dashboard.agents.required');
    const next: Partial<Record<Field, string>> = {
      fullNameAr: values.fullNameAr.trim() ? undefined : required,
      fullNameEn: values.fullNameEn.trim() ? undefined : required,
      phoneNumber: values.phoneNumber.trim() ? undefined : required,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    // The details were saved already and only the photo failed: try the photo again.
    if (savedId !== undefined && savedId !== agent?.id) return sendPhoto(savedId);
    save.mutate(
      {
        fullNameAr: values.fullNameAr.trim(),
        fullNameEn: values.fullNameEn.trim(),
        phoneNumber: values.phoneNumber.trim(),
        whatsapp: values.whatsapp.trim() || null,
        email: values.email.trim() || null,
        falLicenseNumber: values.falLicenseNumber.trim() || null,
        languages,
      },
      {
        onSuccess: (saved) => {
          setSavedId(saved.id);
          sendPhoto(saved.id);
        },
      },
    );
  };

  const failure = photo.isError
    ? errorMessage(photo.error)
    : save.isError && Object.keys(serverErrors).length === 0
      ? errorMessage(save.error)
      : undefined;

  return (
    <FormDialog
      title={agent ? t('dashboard.agents.editTitle') : t('dashboard.agents.newTitle')}
      onSubmit={submit}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t('dashboard.cancel')}
          </button>
          <button type="submit" className={primaryButton} disabled={save.isPending || photo.isPending}>
            {t('dashboard.save')}
          </button>
        </>
      }
    >
      <FormAlert message={failure} />
      {canChangePhoto && (
        <AgentPhotoField currentUrl={agent?.imageUrl ?? null} choice={choice} onChoose={setChoice} />
      )}
      <TextField
        label={t('dashboard.agents.nameAr')}
        dir="rtl"
        lang="ar"
        maxLength={100}
        value={values.fullNameAr}
        onChange={set('fullNameAr')}
        error={errorOf('fullNameAr')}
      />
      <TextField
        label={t('dashboard.agents.nameEn')}
        dir="ltr"
        lang="en"
        maxLength={100}
        value={values.fullNameEn}
        onChange={set('fullNameEn')}
        error={errorOf('fullNameEn')}
      />
      <TextField
        label={t('dashboard.agents.phone')}
        type="tel"
        dir="ltr"
        placeholder="+966 5X XXX XXXX"
        value={values.phoneNumber}
        onChange={set('phoneNumber')}
        error={errorOf('phoneNumber')}
      />
      <TextField
        label={t('dashboard.agents.whatsapp')}
        type="tel"
        dir="ltr"
        placeholder="+966 5X XXX XXXX"
        value={values.whatsapp}
        onChange={set('whatsapp')}
        error={errorOf('whatsapp')}
      />
      <TextField
        label={t('dashboard.agents.email')}
        type="email"
        dir="ltr"
        autoComplete="off"
        value={values.email}
        onChange={set('email')}
        error={errorOf('email')}
      />
      <TextField
        label={t('dashboard.agents.licence')}
        inputMode="numeric"
        dir="ltr"
        maxLength={10}
        value={values.falLicenseNumber}
        onChange={set('falLicenseNumber')}
        error={errorOf('falLicenseNumber')}
      />
      <AgentLanguagesField
        label={t('dashboard.agents.languages')}
        selected={languages}
        onChange={setLanguages}
        error={Object.entries(serverErrors).find(([field]) => field.startsWith('languages'))?.[1]}
      />
    </FormDialog>
  );
}
