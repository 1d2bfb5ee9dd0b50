import { useTranslation } from 'react-i18next';
import { CompanyContacts } from '../components/CompanyContacts';
import { ContactForm } from '../components/ContactForm';

export { contactLoader as loader } from '../loader';
export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { ContactPage as Component };

/** /contact-us: a validated message to the company, and its phone, WhatsApp and email. */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('site.contact.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('site.contact.lead')}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="rounded-2xl border border-line bg-surface-raised p-6">
          <ContactForm />
        </div>
        <CompanyContacts />
      </div>
    </section>
  );
}
