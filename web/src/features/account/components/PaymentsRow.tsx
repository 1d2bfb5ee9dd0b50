import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonLook } from '#web/components/ui/Button';

/** The profile's line on payments: where the invoices of what the reader bought are. */
export function PaymentsRow() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
      <div className="min-w-0 flex-1">
        <p className="text-sm text-ink-muted">{t('account.profile.payments.label')}</p>
        <p className="mt-1 text-sm text-ink-muted">{t('account.profile.payments.hint')}</p>
      </div>
      <Link to="/account/payments" className={buttonLook('secondary')}>
        {t('account.profile.payments.open')}
      </Link>
    </div>
  );
}
