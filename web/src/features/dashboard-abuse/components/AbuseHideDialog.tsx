import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { hideBody } from '#contract/dashboard/abuse';
import { useContractForm } from '#web/components/ui/form/contract-form';
import { FormDialog } from '#web/components/ui/form/FormDialog';
import { useServerAlert } from '#web/components/ui/form/server-errors';
import { fieldsOf } from '#web/components/ui/form/typed-fields';
import type { AbuseKind } from '../api';

/** The hide endpoint's body (which may be left out altogether): its optional reason. */
const hideForm = hideBody.unwrap().unwrap();
const { TextField } = fieldsOf<z.input<typeof hideForm>>();

/** Confirms hiding a review or a message, with an optional reason kept for staff. */
export function HideDialog({
  kind,
  onHide,
  onClose,
}: {
  kind: AbuseKind;
  /** Hides the item; a refusal rejects the promise. */
  onHide: (reason: string | undefined) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useContractForm(hideForm, { reason: '' });
  const { alert, clearAlert, showRefusal } = useServerAlert(form);

  const submit = async ({ reason }: z.output<typeof hideForm>) => {
    clearAlert();
    await onHide(reason).catch(showRefusal);
  };

  return (
    <FormDialog
      title={t(`dashboard.abuse.${kind}.hideTitle`)}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      alert={alert}
      submitLabel={t('dashboard.abuse.hideConfirm')}
    >
      <p className="text-ink-muted">{t(`dashboard.abuse.${kind}.hideBody`)}</p>
      <TextField name="reason" label={t('dashboard.abuse.reason')} rows={3} />
    </FormDialog>
  );
}
