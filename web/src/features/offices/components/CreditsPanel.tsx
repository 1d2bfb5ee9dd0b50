import { useQuery } from '@tanstack/react-query';
import { Coins } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { officeCan, type OfficeRole } from '#contract/offices';
import { Button } from '#web/components/ui/Button';
import { officeCreditsQuery } from '../api';
import { CreditLedger } from './CreditLedger';
import { CreditPackages } from './CreditPackages';
import { panelClass } from './panel';

/**
 * The office's credits (ADR 0041, "Office credits"): its balance and its ledger for all its people;
 * the owner and managers buy packages here and spend them on the office's ads.
 */
export function CreditsPanel({ officeId, role }: { officeId: number; role: OfficeRole }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const credits = useQuery(officeCreditsQuery(officeId, page));
  return (
    <section aria-labelledby="credits-heading" className={panelClass} data-testid="office-credits">
      <h2 id="credits-heading" className="text-xl font-bold">
        {t('offices.credits.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('offices.credits.lead')}</p>
      {credits.isPending ? (
        <div aria-busy className="mt-6 h-24 animate-pulse rounded-lg bg-surface" />
      ) : credits.isError ? (
        <p className="mt-6 flex flex-wrap items-center gap-3 text-ink-muted">
          {t('offices.loadFailed')}
          <Button className="text-sm" onClick={() => void credits.refetch()}>
            {t('offices.retry')}
          </Button>
        </p>
      ) : (
        <>
          <p className="mt-5 flex items-center gap-3">
            <Coins aria-hidden className="size-7 text-brand" />
            <span className="flex flex-col">
              <span className="text-sm text-ink-muted">{t('offices.credits.balanceLabel')}</span>
              <span className="text-2xl font-bold" data-testid="credits-balance">
                {t('offices.credits.balance', { count: credits.data.balance })}
              </span>
            </span>
          </p>
          {officeCan(role, 'spendCredits') ? (
            <CreditPackages officeId={officeId} />
          ) : (
            <p className="mt-4 text-sm text-ink-muted">{t('offices.credits.managersOnly')}</p>
          )}
          <CreditLedger list={credits.data} page={page} onPage={setPage} />
        </>
      )}
    </section>
  );
}
