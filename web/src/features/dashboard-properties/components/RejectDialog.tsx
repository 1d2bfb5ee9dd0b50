import { useTranslation } from 'react-i18next';
import { rejectBody, requestChangesBody } from '#contract/dashboard/properties';
import { useContractForm } from '#web/components/ui/form/contract-form';
import { FormDialog } from '#web/components/ui/form/FormDialog';
import { useServerAlert } from '#web/components/ui/form/server-errors';
import { fieldsOf } from '#web/components/ui/form/typed-fields';

/** The reason is all the reviewer types; the page adds the version they saw. */
const forms = {
  reject: rejectBody.pick({ reason: true }),
  changes: requestChangesBody.pick({ reason: true }),
};
const { TextField } = fieldsOf<{ reason: string }>();

/**
 * Asks why the ad is rejected, or what the owner must change (the owner reads it), checked with the
 * endpoint's own rule; a refusal from the server shows under the field or above it.
 */
export function RejectDialog({
  kind = 'reject',
  onReject,
  onClose,
}: {
  kind?: 'reject' | 'changes';
  /** Sends the decision; a refusal rejects the promise. */
  onReject: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const schema = forms[kind];
  const form = useContractForm(schema, { reason: '' });
  const { alert, clearAlert, showRefusal } = useServerAlert(form);
  const length = form.watch('reason').trim().length;

  const submit = async ({ reason }: { reason: string }) => {
    clearAlert();
    await onReject(reason).catch(showRefusal);
  };

  return (
    <FormDialog
      title={
        kind === 'reject' ? t('dashboard.properties.rejectTitle') : t('dashboard.properties.changesTitle')
      }
      form={form}
      onSubmit={submit}
      onClose={onClose}
      alert={alert}
      submitLabel={
        kind === 'reject' ? t('dashboard.properties.rejectConfirm') : t('dashboard.properties.changesConfirm')
      }
    >
      <TextField
        name="reason"
        label={
          kind === 'reject' ? t('dashboard.properties.rejectReason') : t('dashboard.properties.changesReason')
        }
        rows={4}
        required
        hint={`${length} / ${schema.shape.reason.maxLength}`}
      />
    </FormDialog>
  );
}
