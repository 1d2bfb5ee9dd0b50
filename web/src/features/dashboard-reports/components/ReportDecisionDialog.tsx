import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ReportedItem } from '#contract/dashboard/reports';
import type { ReportDecision } from '#contract/reports';
import { reportDecisionBody } from '#contract/dashboard/reports';
import { useContractForm } from '#web/components/ui/form/contract-form';
import { FormDialog } from '#web/components/ui/form/FormDialog';
import { useServerAlert } from '#web/components/ui/form/server-errors';
import { fieldsOf } from '#web/components/ui/form/typed-fields';
import { notify } from '#web/lib/browser/notify';
import { useDecideReport } from '../api';

const noteForm = reportDecisionBody.pick({ note: true });
const { TextField } = fieldsOf<z.input<typeof noteForm>>();

/** Confirms a decision on an item's open reports, with an optional note kept in the audit log. */
export function ReportDecisionDialog({
  item,
  decision,
  onClose,
}: {
  item: ReportedItem;
  decision: ReportDecision;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideReport();
  const form = useContractForm(noteForm, { note: '' });
  const { alert, clearAlert, showRefusal } = useServerAlert(form);
  const name = t(`dashboard.reports.itemName.${item.kind}`, { id: item.id });

  const submit = async ({ note }: z.output<typeof noteForm>) => {
    clearAlert();
    try {
      await decide.mutateAsync({ kind: item.kind, id: item.id, body: { decision, note } });
      notify.success(t('dashboard.reports.decided'));
      onClose();
    } catch (error) {
      showRefusal(error);
    }
  };

  return (
    <FormDialog
      title={t(decision === 'acted' ? 'dashboard.reports.actTitle' : 'dashboard.reports.dismissTitle', {
        item: name,
      })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      alert={alert}
      submitLabel={t(decision === 'acted' ? 'dashboard.reports.act' : 'dashboard.reports.dismiss')}
    >
      <p className="text-ink-muted">
        {decision === 'acted'
          ? t(`dashboard.reports.actBody.${item.kind}`)
          : t('dashboard.reports.dismissBody')}
      </p>
      <TextField name="note" label={t('dashboard.reports.note')} rows={3} />
    </FormDialog>
  );
}
