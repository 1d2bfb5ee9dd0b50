import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { suspendOfficeBody } from '#contract/dashboard/offices';
import { useContractForm } from '#web/components/ui/form/contract-form';
import { FormDialog } from '#web/components/ui/form/FormDialog';
import { useServerAlert } from '#web/components/ui/form/server-errors';
import { fieldsOf } from '#web/components/ui/form/typed-fields';
import { notify } from '#web/lib/browser/notify';
import { useOfficeDecision } from '../api';

const { TextField } = fieldsOf<z.input<typeof suspendOfficeBody>>();

/** Asks why the office is suspended (kept in both audits), then suspends it and its live ads. */
export function SuspendOfficeDialog({
  officeId,
  name,
  onClose,
}: {
  officeId: number;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const decide = useOfficeDecision(officeId);
  const form = useContractForm(suspendOfficeBody, { reason: '' });
  const { alert, clearAlert, showRefusal } = useServerAlert(form);

  const submit = async ({ reason }: z.output<typeof suspendOfficeBody>) => {
    clearAlert();
    try {
      await decide.mutateAsync({ kind: 'suspend', reason });
      notify.success(t('dashboard.offices.suspendedDone'));
      onClose();
    } catch (error) {
      showRefusal(error);
    }
  };

  return (
    <FormDialog
      title={t('dashboard.offices.suspendTitle', { name })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      alert={alert}
      submitLabel={t('dashboard.offices.suspend')}
    >
      <p className="text-ink-muted">{t('dashboard.offices.suspendBody')}</p>
      <TextField name="reason" label={t('dashboard.offices.reason')} rows={3} />
    </FormDialog>
  );
}
