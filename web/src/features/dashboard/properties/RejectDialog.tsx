import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rejectBody } from '#contract/dashboard/properties';
import { useContractForm } from '#web/components/ui/form/contract-form';
import { FormDialog } from '#web/components/ui/form/FormDialog';
import { showServerErrors } from '#web/components/ui/form/server-errors';
import { fieldsOf } from '#web/components/ui/form/typed-fields';

/** The reason is all the reviewer types; the page adds the version they saw. */
const rejectForm = rejectBody.pick({ reason: true });
const { TextField } = fieldsOf<{ reason: string }>();
const MAX_REASON = rejectForm.shape.reason.maxLength;

/**
 * Asks why the ad is rejected (the owner reads it), checked with the reject endpoint's own rule; a
 * refusal from the server shows under the field or above it.
 */
export function RejectDialog({
  onReject,
  onClose,
}: {
  /** Sends the rejection; a refusal rejects the promise. */
  onReject: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useContractForm(rejectForm, { reason: '' });
  const [alert, setAlert] = useState<string>();
  const length = form.watch('reason').trim().length;

  const submit = async ({ reason }: { reason: string }) => {
    setAlert(undefined);
    try {
      await onReject(reason);
    } catch (error) {
      setAlert(showServerErrors(form, error));
    }
  };

  return (
    <FormDialog
      title={t('dashboard.properties.rejectTitle')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      pending={form.formState.isSubmitting}
      alert={alert}
      submitLabel={t('dashboard.properties.rejectConfirm')}
    >
      <TextField
        name="reason"
        label={t('dashboard.properties.rejectReason')}
        rows={4}
        required
        hint={`${length} / ${MAX_REASON}`}
      />
    </FormDialog>
  );
}
