import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '#web/lib/browser/notify';
import { z } from 'zod';
import type { Profile } from '#contract/account';
import { ApiError } from '#web/lib/api/api-client';
import { useUpdateProfile } from '#web/entities/account/api';
import { EmailVerification } from './EmailVerification';

const schema = z.object({
  fullName: z.string().trim().max(100),
  email: z.union([z.literal(''), z.email('account.profile.emailInvalid')]),
  whatsapp: z.string().trim().max(32),
});
type Values = z.infer<typeof schema>;
const FIELDS = ['fullName', 'email', 'whatsapp'] as const;

/** Name, email and WhatsApp; errors from either side show under their fields, in red (spec §5). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    values: {
      fullName: profile.fullName ?? '',
      email: profile.email ?? '',
      whatsapp: profile.whatsapp ?? '',
    },
  });

  const email = useWatch({ control: form.control, name: 'email' });

  const save = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      notify.success(t('account.profile.saved'));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      for (const field of FIELDS) {
        const message = error.fieldErrors[field]?.[0];
        if (message) form.setError(field, { message });
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="space-y-5">
      {FIELDS.map((field) => {
        const error = form.formState.errors[field]?.message;
        return (
          <div key={field}>
            <label htmlFor={field} className="block font-medium">
              {t(`account.profile.${field}`)}
            </label>
            <input
              id={field}
              type={field === 'email' ? 'email' : field === 'whatsapp' ? 'tel' : 'text'}
              dir={field === 'fullName' ? undefined : 'ltr'}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${field}-error` : undefined}
              className={`mt-2 h-12 w-full rounded-lg border bg-surface-raised px-4 outline-none focus:ring-2 focus:ring-brand rtl:text-end ${error ? 'border-red-600' : 'border-line'}`}
              {...form.register(field)}
            />
            {field === 'whatsapp' && !error && (
              <p className="mt-1 text-sm text-ink-muted">{t('account.profile.whatsappHint')}</p>
            )}
            {field === 'email' && (
              <EmailVerification
                profile={profile}
                edited={email.trim().toLowerCase() !== (profile.email ?? '').toLowerCase()}
              />
            )}
            {error && (
              <p id={`${field}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
                {error.startsWith('account.profile.') ? t(error as 'account.profile.emailInvalid') : error}
              </p>
            )}
          </div>
        );
      })}
      <button
        type="submit"
        disabled={update.isPending}
        className="h-12 rounded-lg bg-brand px-6 font-bold text-white hover:bg-brand-strong disabled:opacity-60 dark:text-surface"
      >
        {update.isPending ? t('account.profile.saving') : t('account.profile.save')}
      </button>
    </form>
  );
}
