import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { StateMessage } from '#web/components/ui/StateMessage';
import { SignInRedirect } from '#web/components/SignInRedirect';
import { Pager } from '#web/entities/catalogue/components/Pager';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { useIsSignedIn } from '#web/lib/session/auth-state';
import { taxDocumentsQuery } from '../api';
import { TaxDocumentItem } from '../components/TaxDocumentItem';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { PaymentsPage as Component };

/** /account/payments: the buyer's tax invoices and credit notes, newest first, each with its PDF. */
export function PaymentsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('payments.invoices.title'));
  const signedIn = useIsSignedIn();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(0, Number(search.get('page')) || 0);
  const documents = useQuery({
    ...taxDocumentsQuery(page),
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
  if (!signedIn) return <SignInRedirect />;
  const showPage = (next: number) => setSearch(next > 0 ? { page: String(next) } : {});

  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('payments.invoices.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('payments.invoices.lead')}</p>
      <div className="mt-8">
        {documents.isError ? (
          <StateMessage
            icon={ReceiptText}
            title={t('payments.invoices.loadFailed')}
            body={t('payments.invoices.lead')}
            action={{ label: t('payments.invoices.retry'), onClick: () => void documents.refetch() }}
          />
        ) : !documents.data ? (
          <div aria-busy className="h-32 animate-pulse rounded-[var(--radius-card)] bg-surface" />
        ) : documents.data.totalDataCount === 0 ? (
          <StateMessage
            icon={ReceiptText}
            tone="text-brand"
            title={t('payments.invoices.emptyTitle')}
            body={t('payments.invoices.emptyBody')}
            action={{ to: '/my-ads', label: t('payments.invoices.myAds') }}
          />
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {documents.data.data.map((document) => (
                <TaxDocumentItem key={document.id} document={document} />
              ))}
            </ul>
            <Pager page={page} pages={documents.data.totalPages} onPage={showPage} />
          </>
        )}
      </div>
    </section>
  );
}
