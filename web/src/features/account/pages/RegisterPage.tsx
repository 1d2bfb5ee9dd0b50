import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '#web/lib/browser/notify';
import { z } from 'zod';
import { ApiError } from '#web/lib/api/api-client';
import type { CountryCode } from 'libphonenumber-js/min';
import { DEFAULT_COUNTRY, phoneDigits, phoneLengthProblem } from '#web/lib/formatting/countries';
import { STORAGE_KEYS } from '#web/lib/browser/storage-keys';
import { useRegister } from '#web/entities/account/api';
import { useLanguage } from '#web/lib/i18n/i18n';
import { returnPathOf, withReturnPath } from '#web/lib/session/sign-in-return';
import { AuthPanels } from '../components/AuthPanels';
import { CountryPicker } from '../components/CountryPicker';
import { ProofProgress } from '../components/ProofProgress';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { RegisterPage as Component };

const formSchema = z
  .object({
    phoneNumber: z.string().transform(phoneDigits).pipe(z.string().min(1, 'account.register.phoneRequired')),
    dialCode: z.string().min(1, 'account.register.dialCodeRequired'),
    countryCode: z.custom<CountryCode>((value) => typeof value === 'string' && value.length === 2),
  })
  .superRefine((value, ctx) => {
    const problem = value.phoneNumber && phoneLengthProblem(value.phoneNumber, value.countryCode);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        path: ['phoneNumber'],
        message: problem === 'tooShort' ? 'account.register.phoneTooShort' : 'account.register.phoneTooLong',
      });
    }
  });

type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/**
 * Registration (spec §2, §4, §5): phone number with the dial-code picker; on success to /VerifyCode,
 * which is handed the page the visitor came from (`?next=`, docs/navigation.md). When the server asks
 * for a proof of work first (docs/decisions/0026), the page says so and shows how far it has got.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const next = returnPathOf(useLocation().search);
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const register = useRegister();
  const language = useLanguage();
  // The share of the proof of work done while the server asks for one; null otherwise.
  const [checking, setChecking] = useState<number | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { phoneNumber: '', dialCode: DEFAULT_COUNTRY.dialCode, countryCode: DEFAULT_COUNTRY.code },
  });
  const phoneError = form.formState.errors.phoneNumber?.message ?? form.formState.errors.dialCode?.message;

  const submit = form.handleSubmit(async ({ phoneNumber, dialCode }) => {
    const record = { dialCode, fullNumber: `${dialCode}${phoneNumber.replace(/^0+/, '')}`, phoneNumber };
    localStorage.setItem(STORAGE_KEYS.phoneNumber, JSON.stringify(record));
    try {
      const { guid } = await register.mutateAsync({
        body: { phoneNumber, dialCode },
        onChecking: setChecking,
      });
      notify.success(t('account.register.success'));
      form.reset();
      await navigate(withReturnPath('/VerifyCode', next), { state: { guid } });
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.status > 0 ? error.message : t('account.register.failure'),
      );
    } finally {
      setChecking(null);
    }
  });
  const submitText =
    checking !== null
      ? t('account.register.checking')
      : register.isPending
        ? t('account.register.submitting')
        : t('account.register.submit');

  return (
    <AuthPanels heading={t('account.register.welcome')} body={t('account.register.join')}>
      <h1 className="text-3xl font-bold">{t('account.register.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('account.register.lead')}</p>
      {next !== '/' && (
        <p className="mt-3 rounded-lg bg-brand/10 px-4 py-3 text-sm text-ink">
          {t('account.register.returnNote')}
        </p>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-8">
        <label htmlFor="phoneNumber" className="block font-medium">
          {t('account.register.phoneLabel')}
        </label>
        <div
          className={`mt-2 flex items-stretch rounded-lg border bg-surface-raised focus-within:ring-2 focus-within:ring-brand ${phoneError ? 'border-red-600' : 'border-line'}`}
        >
          <input
            id="phoneNumber"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            dir="ltr"
            placeholder="5X XXX XXXX"
            aria-invalid={Boolean(phoneError)}
            aria-describedby={phoneError ? 'phone-error' : undefined}
            className="h-12 min-w-0 flex-1 rounded-s-lg bg-transparent px-4 text-lg tracking-wide outline-none rtl:text-end"
            {...form.register('phoneNumber')}
          />
          <CountryPicker
            value={country}
            onChange={(next) => {
              setCountry(next);
              form.setValue('dialCode', next.dialCode);
              form.setValue('countryCode', next.code);
            }}
          />
        </div>
        {phoneError && (
          <p id="phone-error" role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
            {t(phoneError as 'account.register.phoneRequired')}
          </p>
        )}
        <button
          type="submit"
          disabled={register.isPending}
          className="mt-6 h-12 w-full rounded-lg bg-brand font-bold text-white hover:bg-brand-strong disabled:opacity-60 dark:text-surface"
        >
          {submitText}
        </button>
        {checking !== null && <ProofProgress done={checking} language={language} />}
      </form>
    </AuthPanels>
  );
}
