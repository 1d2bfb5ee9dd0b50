import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignInRedirect } from '#web/components/SignInRedirect';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { useIsSignedIn } from '#web/lib/session/auth-state';
import { LeadInbox } from '../components/LeadInbox';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { MyLeadsPage as Component };

/**
 * /my-ads/leads (temporary, issue 35): the signed-in advertiser's lead inbox on a page of its own, until
 * /my-ads/insights shows it in its Leads tab.
 */
export function MyLeadsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('leads.page.title'));
  if (!useIsSignedIn()) return <SignInRedirect />;
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <Link
        to="/my-ads"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline"
      >
        <ChevronRight aria-hidden className="size-4 ltr:rotate-180" />
        {t('leads.page.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{t('leads.page.title')}</h1>
      <p className="mt-1 text-ink-muted">{t('leads.lead')}</p>
      <div className="mt-6">
        <LeadInbox scope={{ kind: 'own' }} />
      </div>
    </section>
  );
}
