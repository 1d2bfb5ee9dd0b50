import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '#web/lib/browser/notify';
import type { SupportBody } from '#contract/support';
import { ApiError } from '#web/lib/api/api-client';
import { useSendSupportMessage } from '../api';

type Field = keyof SupportBody;
const FIELDS: { name: Field; type: string; ltr?: boolean; inputMode?: 'tel' | 'email' }[] = [
  { name: 'fullName', type: 'text' },
  { name: 'phoneNumber', type: 'tel', ltr: true, inputMode: 'tel' },
  { name: 'email', type: 'email', ltr: true, inputMode: 'email' },
  { name: 'subject', type: 'text' },
];
const ALL_FIELDS: Field[] = ['fullName', 'phoneNumber', 'email', 'subject', 'message'];
const empty: SupportBody = { fullName: '', phoneNumber: '', email: '', subject: '', message: '' };

/** The contact-us form; the server checks it and its localized errors show under each field. */
export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendSupportMessage();
  const form = useForm<SupportBody>({ defaultValues: empty });

  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      notify.success(t('site.contact.sent'));
      form.reset(empty);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = ALL_FIELDS.filter((field) => error.fieldErrors[field]?.[0]);
      for (const field of fields) form.setError(field, { message: error.fieldErrors[field]?.[0] ?? '' });
      if (fields.length === 0) notify.error(error.message);
    }
  });

  const input = (invalid: boolean) =>
    `mt-2 w-full rounded-lg border bg-surface-raised px-4 outline-none focus:ring-2 focus:ring-brand ${invalid ? 'border-red-600' : 'border-line'}`;
  const errorOf = (field: Field) => {
    const message = form.formState.errors[field]?.message;
    return message ? (
      <p id={`${field}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
        {message}
      </p>
    ) : null;
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map(({ name, type, ltr, inputMode }) => {
          const invalid = Boolean(form.formState.errors[name]);
          return (
            <div key={name}>
              <label htmlFor={`contact-${name}`} className="block font-medium">
                {t(`site.contact.${name}`)}
              </label>
              <input
                id={`contact-${name}`}
                type={type}
                inputMode={inputMode}
                dir={ltr ? 'ltr' : undefined}
                autoComplete={
                  name === 'fullName'
                    ? 'name'
                    : name === 'phoneNumber'
                      ? 'tel'
                      : name === 'email'
                        ? 'email'
                        : 'off'
                }
                aria-invalid={invalid}
                aria-describedby={invalid ? `${name}-error` : undefined}
                className={`h-12 ${input(invalid)} ${ltr ? 'rtl:text-end' : ''}`}
                {...form.register(name)}
              />
              {errorOf(name)}
            </div>
          );
        })}
      </div>
      <div>
        <label htmlFor="contact-message" className="block font-medium">
          {t('site.contact.message')}
        </label>
        <textarea
          id="contact-message"
          rows={6}
          aria-invalid={Boolean(form.formState.errors.message)}
          aria-describedby={form.formState.errors.message ? 'message-error' : undefined}
          className={`py-3 leading-relaxed ${input(Boolean(form.formState.errors.message))}`}
          {...form.register('message')}
        />
        {errorOf('message')}
      </div>
      <button
        type="submit"
        disabled={send.isPending}
        className="h-12 rounded-lg bg-brand px-8 font-bold text-white hover:bg-brand-strong disabled:opacity-60 dark:text-surface"
      >
        {send.isPending ? t('site.contact.sending') : t('site.contact.send')}
      </button>
    </form>
  );
}
