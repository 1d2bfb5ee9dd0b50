import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BarChart3 } from 'lucide-react';
import { buttonLook } from '#web/components/ui/Button';
import { notify } from '#web/lib/browser/notify';
import { propertyStatuses, type PropertyListItem } from '#contract/properties';
import { ConfirmDialog } from '#web/components/ui/ConfirmDialog';
import { useIsSignedIn } from '#web/lib/session/auth-state';
import { ownAdsQuery } from '#web/entities/catalogue/api';
import { Pager } from '#web/entities/catalogue/components/Pager';
import { useDeleteAd } from '../api';
import { NewAdLinks } from '../components/NewAdLinks';
import { OwnAdList } from '../components/OwnAdList';
import type { AdStatus } from '../components/StatusBadge';
import { StatusFilter } from '../components/StatusFilter';
import { SignInRedirect } from '#web/components/SignInRedirect';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { MyAdsPage as Component };

const PAGE_SIZE = 10;

const statusOf = (value: string | null): AdStatus | undefined =>
  propertyStatuses.find((status) => status === value);

/** /my-ads: the signed-in user's ads in every status, filtered by status (kept in the URL). */
export function MyAdsPage() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const [search, setSearch] = useSearchParams();
  const status = statusOf(search.get('status'));
  const page = Math.max(0, Number(search.get('page')) || 0);
  const ads = useQuery({
    ...ownAdsQuery({ Status: status, PageNumber: page, PageSize: PAGE_SIZE }),
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
  const remove = useDeleteAd();
  const [deleting, setDeleting] = useState<PropertyListItem>();
  if (!signedIn) return <SignInRedirect />;
  // Before the first ad the empty state offers the two links; the filter has nothing to filter.
  const noAdsYet = status === undefined && page === 0 && ads.data?.totalDataCount === 0;

  const show = (next: { status?: AdStatus; page?: number }) => {
    const params = new URLSearchParams();
    if (next.status) params.set('status', next.status);
    if (next.page) params.set('page', String(next.page));
    setSearch(params);
  };

  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    const lastOnPage = ads.data?.data.length === 1 && page > 0;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(t('addProperty.myAds.deleted'));
        setDeleting(undefined);
        if (lastOnPage) show({ status, page: page - 1 });
      },
      onError: (error) => notify.error(error.message),
    });
  };

  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('addProperty.myAds.title')}</h1>
          {ads.data && ads.data.totalDataCount > 0 && (
            <p className="mt-1 text-ink-muted">
              {t('addProperty.myAds.count', { n: ads.data.totalDataCount })}
            </p>
          )}
        </div>
        {!noAdsYet && (
          <div className="flex flex-wrap items-center gap-3">
            <Link to="/my-ads/insights" className={buttonLook()} data-insights-link>
              <BarChart3 aria-hidden className="size-4" />
              {t('insights.link')}
            </Link>
            <NewAdLinks />
          </div>
        )}
      </div>
      {!noAdsYet && (
        <div className="mt-6">
          <StatusFilter value={status} onChange={(next) => show({ status: next })} />
        </div>
      )}
      <div className="mt-6">
        <OwnAdList
          query={ads}
          filtered={status !== undefined}
          onClearFilter={() => show({})}
          onDelete={setDeleting}
        />
      </div>
      <Pager page={page} pages={ads.data?.totalPages ?? 0} onPage={(next) => show({ status, page: next })} />
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('addProperty.myAds.confirmDelete.title')}
        body={t('addProperty.myAds.confirmDelete.body', { title: deleting?.title ?? '' })}
        confirmLabel={t('addProperty.myAds.confirmDelete.confirm')}
        onCancel={() => setDeleting(undefined)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
