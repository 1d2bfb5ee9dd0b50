import { useQuery } from '@tanstack/react-query';
import { Link2, Scale, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { compareProperties } from '#contract/endpoints/properties';
import { StateMessage, stateLinkClass } from '#web/components/ui/StateMessage';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { ApiError } from '#web/lib/api/api-client';
import { comparedIds, comparePath, toggleCompared } from '#web/entities/catalogue/compare-list';
import { endpointQuery } from '#web/lib/api/endpoint-queries';
import { useLanguage } from '#web/lib/i18n/i18n';
import { notify } from '#web/lib/browser/notify';
import { CompareTable } from '../components/CompareTable';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { ComparePage as Component };

/**
 * /compare?ids=1,2,3: up to 4 ads side by side. The address is the comparison (shareable); without
 * ids it opens the ads picked on this device. A wrong list says what is wrong.
 */
export function ComparePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('compare.pageTitle'));
  const [search, setSearch] = useSearchParams();
  const ids = search.get('ids') ?? '';
  const language = useLanguage();
  const query = useQuery({
    ...endpointQuery(compareProperties, { query: { ids } }, { language, quiet: true }),
    enabled: ids !== '',
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  const picked = comparedIds();
  if (ids === '' && picked.length > 0) return <Navigate to={comparePath(picked)} replace />;

  const remove = (id: number) => {
    if (comparedIds().includes(id)) toggleCompared(id);
    const rest = (query.data?.data ?? []).map((ad) => ad.id).filter((other) => other !== id);
    setSearch(rest.length > 0 ? { ids: rest.join(',') } : {}, { replace: true });
  };
  const copyLink = () => {
    // No clipboard outside secure pages: the address bar still holds the link.
    void Promise.resolve()
      .then(() => navigator.clipboard.writeText(window.location.href))
      .then(() => notify.success(t('compare.copied')))
      .catch(() => undefined);
  };

  const browse = (
    <Link to="/search" className={stateLinkClass}>
      {t('compare.empty.action')}
    </Link>
  );
  let body;
  if (ids === '') {
    body = (
      <StateMessage icon={Scale} title={t('compare.empty.title')} body={t('compare.empty.body')}>
        {browse}
      </StateMessage>
    );
  } else if (query.isPending) {
    body = <div aria-busy="true" className="h-96 animate-pulse rounded-2xl bg-line/40" />;
  } else if (query.isError) {
    const error = query.error;
    const invalid = error instanceof ApiError && error.status === 422;
    body = (
      <StateMessage
        icon={TriangleAlert}
        tone="text-accent"
        title={invalid ? t('compare.invalid.title') : t('catalogue.error.title')}
        body={invalid ? (error.fieldErrors.ids?.[0] ?? error.message) : t('catalogue.error.body')}
      >
        {invalid ? (
          browse
        ) : (
          <button type="button" onClick={() => void query.refetch()} className={stateLinkClass}>
            {t('catalogue.error.retry')}
          </button>
        )}
      </StateMessage>
    );
  } else if (query.data.data.length === 0) {
    body = (
      <StateMessage icon={Scale} title={t('compare.empty.title')} body={t('compare.missing')}>
        {browse}
      </StateMessage>
    );
  } else {
    body = (
      <>
        {query.data.missing.length > 0 && (
          <p role="status" className="mb-4 rounded-xl bg-accent/10 px-4 py-3 text-sm">
            {t('compare.missing')}
          </p>
        )}
        {query.data.data.length > 1 && (
          <p className="mb-3 text-sm text-ink-muted sm:hidden">{t('compare.scrollHint')}</p>
        )}
        <CompareTable ads={query.data.data} onRemove={remove} />
      </>
    );
  }

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{t('compare.title')}</h1>
          <p className="mt-2 text-ink-muted">{t('compare.lead')}</p>
        </div>
        {query.isSuccess && query.data.data.length > 0 && (
          <button
            type="button"
            onClick={copyLink}
            className="inline-flex items-center gap-2 rounded-lg border border-line px-4 py-2 font-medium hover:border-brand hover:text-brand"
          >
            <Link2 aria-hidden className="size-4" />
            {t('compare.share')}
          </button>
        )}
      </div>
      {body}
    </section>
  );
}
