import type { Ref } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const link = 'font-bold text-brand underline';

/**
 * The explicit consent a new account (or a user asked again after the terms changed) gives before
 * signing in: an unticked box whose label links the terms and the privacy policy (opened in a new tab,
 * so the code typed stays).
 */
export function TermsConsent({
  checked,
  onChange,
  missing,
  ref,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Verify was pressed without the tick: say what is missing. */
  missing: boolean;
  ref?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 rounded-xl border border-brand/40 bg-brand/5 p-4">
      <p className="text-sm text-ink-muted">{t('account.verify.consent.why')}</p>
      <label className="mt-3 flex items-start gap-3">
        <input
          ref={ref}
          type="checkbox"
          checked={checked}
          aria-invalid={missing}
          aria-describedby={missing ? 'consent-missing' : undefined}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-1 size-5 shrink-0 accent-brand"
        />
        <span>
          <Trans
            i18nKey="account.verify.consent.label"
            components={{
              terms: <Link to="/terms" target="_blank" rel="noopener" className={link} />,
              privacy: <Link to="/privacy" target="_blank" rel="noopener" className={link} />,
            }}
          />
        </span>
      </label>
      {missing && (
        <p id="consent-missing" role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
          {t('account.verify.consent.missing')}
        </p>
      )}
    </div>
  );
}
