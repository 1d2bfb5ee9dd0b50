import { useQuery } from '@tanstack/react-query';
import { CircleCheck, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getLicenceRules } from '#contract/endpoints/ad-licences';
import type { Language } from '#contract/common';
import { endpointQuery } from '#web/lib/api/endpoint-queries';
import { formatDate } from '#web/lib/formatting/format';
import type { PropertyFormValues } from '../lib/form-values';
import type { LicenceVerdict } from '../hooks/use-licence-check';
import { NumberField } from './ad-fields';

export const licenceRulesQuery = () => endpointQuery(getLicenceRules, {});

interface LicenceFieldProps {
  verdict: LicenceVerdict | undefined;
  onLeave: (number: string) => void;
}

/**
 * The advertising licence: marked required where ads need one, asked of the authority when the
 * owner leaves the field (a spinner while it answers, then valid-until or the refusal under the
 * field), and, in development, the test numbers that play each of the authority's answers.
 */
export function LicenceField({ verdict, onLeave }: LicenceFieldProps) {
  const { t, i18n } = useTranslation();
  const form = useFormContext<PropertyFormValues>();
  const rules = useQuery(licenceRulesQuery()).data;

  useEffect(() => {
    if (verdict?.status === 'refused') form.setError('adLicenseNumber', { message: verdict.message });
    // Another number is being asked about, or was accepted: an earlier refusal no longer stands.
    if (verdict?.status === 'checking' || verdict?.status === 'valid') form.clearErrors('adLicenseNumber');
  }, [verdict, form]);

  return (
    <div
      className="sm:col-span-2"
      onBlur={(event) => {
        if (event.target instanceof HTMLInputElement) onLeave(event.target.value);
      }}
    >
      <NumberField
        name="adLicenseNumber"
        required={rules?.required ?? true}
        label={t('addProperty.fields.adLicenseNumber')}
        hint={t('addProperty.hints.adLicenseNumber')}
      />
      <p role="status" aria-live="polite" className="mt-1 min-h-5 text-sm">
        {verdict?.status === 'checking' && (
          <span className="inline-flex items-center gap-1.5 text-ink-muted">
            <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
            {t('addProperty.licence.checking')}
          </span>
        )}
        {verdict?.status === 'valid' && (
          <span className="inline-flex items-center gap-1.5 text-emerald-800 dark:text-emerald-300">
            <CircleCheck aria-hidden className="size-4" />
            {verdict.expiresAt
              ? t('addProperty.licence.validUntil', {
                  date: formatDate(verdict.expiresAt, i18n.language as Language),
                })
              : t('addProperty.licence.valid')}
          </span>
        )}
        {verdict?.status === 'unavailable' && (
          <span className="inline-flex items-center gap-1.5 text-amber-800 dark:text-amber-300">
            <TriangleAlert aria-hidden className="size-4" />
            {verdict.message}
          </span>
        )}
      </p>
      {rules && rules.testNumbers.length > 0 && (
        <details className="mt-2 rounded-lg border border-dashed border-line px-3 py-2 text-sm text-ink-muted">
          <summary className="cursor-pointer font-medium">{t('addProperty.licence.testNumbers')}</summary>
          <ul className="mt-2 space-y-1">
            {rules.testNumbers.map((test) => (
              <li key={test.number} className="flex flex-wrap gap-x-2">
                <bdi dir="ltr" className="font-mono text-ink">
                  {test.number}
                </bdi>
                <span>{t(`addProperty.licence.answers.${test.answer}`)}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
