import { useTranslation } from 'react-i18next';
import type { Language } from '#contract/common';
import { formatPercent } from '#web/lib/formatting/format';

/** What the register page shows while its proof of work runs: why, and how far it has got. */
export function ProofProgress({ done, language }: { done: number; language: Language }) {
  const { t } = useTranslation();
  const percent = formatPercent(done, language);
  return (
    <div className="mt-4 rounded-lg bg-brand/10 px-4 py-3 text-sm">
      <p className="font-medium text-ink">{t('account.register.checkingStatus', { percent })}</p>
      <div
        role="progressbar"
        aria-label={t('account.register.checking')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(done * 100)}
        aria-valuetext={percent}
        className="mt-2 h-1.5 overflow-hidden rounded-full bg-line"
      >
        <div className="h-full rounded-full bg-brand" style={{ inlineSize: `${Math.round(done * 100)}%` }} />
      </div>
      <p className="mt-2 text-ink-muted">{t('account.register.checkingWhy')}</p>
    </div>
  );
}
