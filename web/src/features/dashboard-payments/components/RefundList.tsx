import { useTranslation } from 'react-i18next';
import type { DashboardOrder, DashboardRefund } from '#contract/dashboard/payment-orders';
import type { RefundStatus } from '#contract/payments';
import { Badge, type BadgeTone } from '#web/components/ui/Badge';
import { formatDateTime } from '#web/lib/formatting/date-time';
import { useLanguage } from '#web/lib/i18n/i18n';
import { RefundMoney } from './RefundMoney';

const refundTones: Record<RefundStatus, BadgeTone> = {
  pending: 'waiting',
  refunded: 'good',
  failed: 'bad',
};

/** The order's refunds, oldest first: amount, state, reason, who asked and the credit note. */
export function RefundList({ refunds }: { refunds: DashboardRefund[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (refunds.length === 0) return <p className="text-ink-muted">{t('dashboard.paymentsOrder.noRefunds')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-line">
      {refunds.map((refund) => (
        <li key={refund.id} className="flex flex-col gap-1 py-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-lg font-bold">
              <RefundMoney halalas={refund.amount} />
            </span>
            <Badge
              tone={refundTones[refund.status]}
              label={t(`dashboard.paymentsOrder.refundStatuses.${refund.status}`)}
            />
          </div>
          <p className="[overflow-wrap:anywhere]">
            <bdi>{refund.reason}</bdi>
          </p>
          <p className="text-sm text-ink-muted">
            {formatDateTime(refund.createdAt, language)}
            {refund.staff && (
              <>
                {' · '}
                <bdi>{refund.staff.email}</bdi>
              </>
            )}
            {refund.creditNoteNumber && (
              <>
                {' · '}
                <span dir="ltr">{refund.creditNoteNumber}</span>
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The order's invoice and credit notes, each with its number, date and total. */
export function RefundDocuments({ documents }: { documents: DashboardOrder['taxDocuments'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (documents.length === 0)
    return <p className="text-ink-muted">{t('dashboard.paymentsOrder.noDocuments')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-line">
      {documents.map((document) => (
        <li key={document.id} className="flex flex-col gap-0.5 py-2">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-medium">
              {t(`dashboard.paymentsOrder.documentKinds.${document.kind}`)}{' '}
              <span dir="ltr" className="whitespace-nowrap">
                {document.number}
              </span>
            </span>
            <span className="font-bold">
              <RefundMoney halalas={document.total} />
            </span>
          </div>
          <span className="text-sm text-ink-muted">
            {formatDateTime(document.issuedAt, language)}
            {' · '}
            {t('dashboard.paymentsOrder.vat')} <RefundMoney halalas={document.vat} />
          </span>
          {document.originalNumber && (
            <span className="text-sm text-ink-muted">
              {t('dashboard.paymentsOrder.originalInvoice')}{' '}
              <span dir="ltr" className="whitespace-nowrap">
                {document.originalNumber}
              </span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
