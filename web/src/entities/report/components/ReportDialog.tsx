import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { reportItem } from '#contract/endpoints/reports';
import { reportBody, type ReportKind, type ReportReason } from '#contract/reports';
import { useContractForm } from '#web/components/ui/form/contract-form';
import { FormDialog } from '#web/components/ui/form/FormDialog';
import { useServerAlert } from '#web/components/ui/form/server-errors';
import { fieldsOf } from '#web/components/ui/form/typed-fields';
import { call } from '#web/lib/api/api-client';
import { notify } from '#web/lib/browser/notify';

type ReportValues = z.input<typeof reportBody>;
const { SelectField, TextField } = fieldsOf<ReportValues>();

/** The reasons offered for each kind: an ad has them all; a review or a message what fits a text. */
const REASONS: Record<ReportKind, readonly ReportReason[]> = {
  ad: ['unavailable', 'wrongPrice', 'fakePhotos', 'scam', 'duplicate', 'wrongLicense', 'other'],
  review: ['scam', 'other'],
  message: ['scam', 'other'],
};

/** Reports an ad, a review or a message with a reason; `other` asks for a short description. */
export function ReportDialog({ kind, id, onClose }: { kind: ReportKind; id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(reportBody, { kind, id, reason: '' as ReportReason, note: '' });
  const { alert, clearAlert, showRefusal } = useServerAlert(form);
  const other = form.watch('reason') === 'other';

  const submit = async (body: z.output<typeof reportBody>) => {
    clearAlert();
    try {
      const receipt = await call(reportItem, { body });
      notify.success(t(receipt.updated ? 'report.updated' : 'report.sent'));
      onClose();
    } catch (error) {
      showRefusal(error);
    }
  };

  return (
    <FormDialog
      title={t(`report.title.${kind}`)}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      alert={alert}
      submitLabel={t('report.send')}
    >
      <p className="text-ink-muted">{t('report.intro')}</p>
      <SelectField
        name="reason"
        label={t('report.reason')}
        required
        choices={REASONS[kind].map((reason) => ({ value: reason, label: t(`report.reasons.${reason}`) }))}
      />
      <TextField
        name="note"
        label={other ? t('report.noteRequired') : t('report.note')}
        required={other}
        rows={3}
      />
    </FormDialog>
  );
}
