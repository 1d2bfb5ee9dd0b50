import { useTranslation } from 'react-i18next';

const bar = 'animate-pulse rounded bg-line/60';

/** The page's shape while the ad loads: breadcrumb, 16:9 photo, heading lines, the contact card. */
export function DetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="mx-auto max-w-7xl px-4 py-6">
      <p className="sr-only" role="status">
        {t('details.loading')}
      </p>
      <div aria-hidden>
        <div className={`h-4 w-64 max-w-full ${bar}`} />
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="space-y-5">
            <div className="aspect-video animate-pulse rounded-2xl bg-line/60" />
            <div className={`h-6 w-32 ${bar}`} />
            <div className={`h-9 w-4/5 ${bar}`} />
            <div className={`h-5 w-1/2 ${bar}`} />
            <div className={`h-10 w-48 ${bar}`} />
          </div>
          <div className="h-72 animate-pulse rounded-2xl bg-line/60" />
        </div>
      </div>
    </div>
  );
}
