import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createOfficeBody } from '#contract/offices';
import { Button } from '#web/components/ui/Button';
import { useContractForm } from '#web/components/ui/form/contract-form';
import { Form } from '#web/components/ui/form/Form';
import { FormAlert } from '#web/components/ui/form/FormAlert';
import { useServerAlert } from '#web/components/ui/form/server-errors';
import { fieldsOf } from '#web/components/ui/form/typed-fields';
import { notify } from '#web/lib/browser/notify';
import { useCreateOffice } from '../api';
import { panelClass } from './panel';

type OpenOfficeValues = z.input<typeof createOfficeBody>;
const { TextField, NumberField } = fieldsOf<OpenOfficeValues>();

/**
 * Opening an office: its names and the FAL licence, checked by the contract's schema first. The
 * authority's answer on the licence (expired, someone else's, unknown) shows under its field; a
 * conflict (already in an office, licence taken) or an authority that cannot answer shows above.
 */
export function OpenOfficeForm() {
  const { t } = useTranslation();
  const form = useContractForm(createOfficeBody, { nameAr: '', nameEn: '', falNumber: '' });
  const create = useCreateOffice();
  const { alert, clearAlert, showRefusal } = useServerAlert(form);

  const submit = async (body: z.output<typeof createOfficeBody>) => {
    clearAlert();
    try {
      await create.mutateAsync(body);
      notify.success(t('offices.open.opened'));
    } catch (error) {
      showRefusal(error);
    }
  };

  return (
    <Form form={form} onSubmit={submit} className={`${panelClass} flex flex-col gap-5`}>
      <div>
        <h1 className="text-2xl font-bold">{t('offices.open.title')}</h1>
        <p className="mt-1 text-ink-muted">{t('offices.open.lead')}</p>
      </div>
      <FormAlert message={alert} />
      <TextField name="nameAr" lang="ar" required label={t('offices.open.nameAr')} maxLength={100} />
      <TextField name="nameEn" lang="en" required label={t('offices.open.nameEn')} maxLength={100} />
      <NumberField
        name="falNumber"
        required
        label={t('offices.open.falNumber')}
        hint={t('offices.open.falHint')}
      />
      <Button type="submit" look="primary" pending={create.isPending} className="self-stretch sm:self-start">
        <Building2 aria-hidden className="size-5" />
        {t('offices.open.submit')}
      </Button>
    </Form>
  );
}
