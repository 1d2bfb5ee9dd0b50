import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { refundOrderBody } from '#contract/dashboard/payment-orders';
import { useContractForm } from '#web/components/ui/form/contract-form';
import { FormDialog } from '#web/components/ui/form/FormDialog';
import { useServerAlert } from '#web/components/ui/form/server-errors';
import { fieldsOf } from '#web/components/ui/form/typed-fields';
import { notify } from '#web/lib/browser/notify';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useRefundOrder } from '../order-api';
import { formatHalalas } from '#web/lib/formatting/format';
import { halalasOf, riyalsText } from '#web/lib/formatting/halalas-input';

/** The form's amount is riyals as typed (two decimals at most); the request's is halalas. */
const refundForm = z.object({
  amount: z
    .string()
    .regex(/^\d{1,8}(\.\d{1,2})?$/, 'refundAmountInvalid')
    .refine((riyals) => (halalasOf(riyals) ?? 0) > 0, 'refundAmountInvalid'),
  reason: refundOrderBody.shape.reason,
});
type RefundValues = z.output<typeof refundForm>;

const { NumberField, TextField } = fieldsOf<z.input<typeof refundForm>>();

/**
 * Refunds an order: the amount starts at what is left to refund, a reason is required, and a second
 * press confirms. The request's key is made once per dialog, so sending again after an outage
 * finishes the same refund instead of asking for another.
 */
export function RefundDialog({
  orderId,
  refundable,
  onClose,
}: {
  orderId: string;
  refundable: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const refund = useRefundOrder(orderId);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [confirming, setConfirming] = useState<RefundValues>();
  const form = useContractForm(refundForm, { amount: riyalsText(refundable), reason: '' });
  const { alert, clearAlert, showRefusal } = useServerAlert(form);

  useEffect(() => {
    const { unsubscribe } = form.watch(() => setConfirming(undefined));
    return unsubscribe;
  }, [form]);

  const submit = async (values: RefundValues) => {
    clearAlert();
    if (!confirming) {
      setConfirming(values);
      return;
    }
    try {
      const done = await refund.mutateAsync({
        amount: halalasOf(values.amount) ?? 0,
        reason: values.reason,
        idempotencyKey,
      });
      notify.success(t('dashboard.paymentsOrder.refundDone', { number: done.creditNoteNumber ?? '' }));
      onClose();
    } catch (error) {
      setConfirming(undefined);
      showRefusal(error);
    }
  };

  const amountText = confirming ? formatHalalas(halalasOf(confirming.amount) ?? 0, language) : '';
  return (
    <FormDialog
      title={t('dashboard.paymentsOrder.refundTitle')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      alert={alert}
      submitLabel={
        confirming
          ? t('dashboard.paymentsOrder.refundConfirm', { amount: amountText })
          : t('dashboard.paymentsOrder.refundContinue')
      }
    >
      <p className="text-ink-muted">
        {t('dashboard.paymentsOrder.refundBody', { refundable: formatHalalas(refundable, language) })}
      </p>
      <NumberField
        name="amount"
        decimal
        required
        unit={t('dashboard.paymentsOrder.currency')}
        label={t('dashboard.paymentsOrder.refundAmount')}
      />
      <TextField name="reason" required rows={3} label={t('dashboard.paymentsOrder.refundReason')} />
      {confirming && (
        <p role="status" className="rounded-lg border border-line bg-surface p-3 text-sm font-medium">
          {t('dashboard.paymentsOrder.refundCheck', { amount: amountText })}
        </p>
      )}
    </FormDialog>
  );
}
