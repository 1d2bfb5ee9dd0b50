import { useTranslation } from 'react-i18next';
import type { OfficeCreditsView } from '#contract/payments';
import { Badge, type BadgeTone } from '#web/components/ui/Badge';
import { Button } from '#web/components/ui/Button';
import { formatDate, formatNumber } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';

const KIND_TONES: Record<OfficeCreditsView['data'][number]['kind'], BadgeTone> = {
  purchase: 'good',
  feature: 'done',
  bump: 'done',
  refund: 'muted',
};

/** Every change of the office's credits, newest first, a page at a time. */
export function CreditLedger({
  list,
  page,
  onPage,
}: {
  list: OfficeCreditsView;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="mt-8">
      <h3 className="font-bold">{t('offices.credits.ledgerTitle')}</h3>
      {list.data.length === 0 ? (
        <p className="mt-3 text-ink-muted">{t('offices.credits.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line" data-testid="credit-ledger">
          {list.data.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
              <div className="min-w-48 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <Badge tone={KIND_TONES[entry.kind]} label={t(`offices.credits.kinds.${entry.kind}`)} />
                  {entry.productName && <span className="text-sm">{entry.productName}</span>}
                </p>
                <p className="text-sm text-ink-muted">
                  {formatDate(entry.createdAt, language)}
                  {entry.propertyId !== null && ` · ${t('offices.credits.ad', { id: entry.propertyId })}`}
                </p>
              </div>
              <div className="text-end">
                <p
                  dir="ltr"
                  className={`font-bold ${entry.delta > 0 ? 'text-emerald-700 dark:text-emerald-300' : ''}`}
                >
                  {entry.delta > 0 ? '+' : '−'}
                  {formatNumber(Math.abs(entry.delta), language)}
                </p>
                <p className="text-xs text-ink-muted">
                  {t('offices.credits.after', { balance: formatNumber(entry.balanceAfter, language) })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.totalPages > 1 && (
        <nav className="mt-4 flex items-center justify-between gap-3" aria-label={t('offices.credits.pages')}>
          <Button className="text-sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
            {t('offices.credits.newer')}
          </Button>
          <span className="text-sm text-ink-muted">
            {t('offices.credits.pageOf', {
              page: formatNumber(page + 1, language),
              pages: formatNumber(list.totalPages, language),
            })}
          </span>
          <Button className="text-sm" disabled={page + 1 >= list.totalPages} onClick={() => onPage(page + 1)}>
            {t('offices.credits.older')}
          </Button>
        </nav>
      )}
    </div>
  );
}
