import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Download, FileUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { officeCan } from '#contract/offices';
import { SignInRedirect } from '#web/components/SignInRedirect';
import { Button } from '#web/components/ui/Button';
import { StateMessage } from '#web/components/ui/StateMessage';
import { MY_OFFICE_PATH, myOfficeQuery } from '#web/entities/office/my-office';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { notify } from '#web/lib/browser/notify';
import { useIsSignedIn } from '#web/lib/session/auth-state';
import { downloadExport, officeFeedQuery } from '../api';
import { FeedUrlPanel } from '../components/FeedUrlPanel';
import { panelClass } from '../components/panel';
import { RunReport } from '../components/RunReport';
import { RunsList } from '../components/RunsList';
import { UploadPanel } from '../components/UploadPanel';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { FeedsPage as Component };

const skeleton = (
  <div aria-busy className="h-64 animate-pulse rounded-[var(--radius-card)] bg-surface-raised" />
);

/**
 * /my-office/feeds (docs/decisions/0040-the-advertisers-desk.md, "Bulk feeds"): the office's owner and managers upload a
 * feed or save its URL, read the dry run's report row by row, apply it, see past runs and download
 * the export. The report shown is the `run` of the address, so a report can be linked and reloaded.
 */
export function FeedsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('feeds.title'));
  if (!useIsSignedIn()) return <SignInRedirect />;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <Link
        to={MY_OFFICE_PATH}
        className="inline-flex items-center gap-1 self-start text-sm text-brand underline"
      >
        <ArrowRight aria-hidden className="size-4 ltr:-scale-x-100" />
        {t('feeds.back')}
      </Link>
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
          <FileUp aria-hidden className="size-7 text-brand" />
          {t('feeds.title')}
        </h1>
        <p className="mt-2 text-ink-muted">{t('feeds.lead')}</p>
      </header>
      <Feeds />
    </section>
  );
}

function Feeds() {
  const { t } = useTranslation();
  const mine = useQuery(myOfficeQuery());
  if (mine.data === undefined) {
    return mine.isError ? (
      <StateMessage
        icon={FileUp}
        title={t('feeds.loadFailed')}
        body={t('feeds.lead')}
        action={{ label: t('feeds.retry'), onClick: () => void mine.refetch() }}
      />
    ) : (
      skeleton
    );
  }
  const { office, role } = mine.data;
  if (!office || !role)
    return <StateMessage icon={FileUp} title={t('feeds.noOffice')} body={t('feeds.notAllowed')} />;
  if (!officeCan(role, 'editOfficeAds'))
    return <StateMessage icon={FileUp} title={t('feeds.notAllowed')} body={t('feeds.lead')} />;
  return <OfficeFeeds officeId={office.id} />;
}

function OfficeFeeds({ officeId }: { officeId: number }) {
  const { t } = useTranslation();
  const feed = useQuery(officeFeedQuery(officeId));
  const [search, setSearch] = useSearchParams();
  const [downloading, setDownloading] = useState(false);
  const runId = Number(search.get('run')) || null;
  const open = (id: number) => setSearch({ run: String(id) });
  if (feed.data === undefined) {
    return feed.isError ? (
      <StateMessage
        icon={FileUp}
        title={t('feeds.loadFailed')}
        body={t('feeds.lead')}
        action={{ label: t('feeds.retry'), onClick: () => void feed.refetch() }}
      />
    ) : (
      skeleton
    );
  }
  const download = () => {
    setDownloading(true);
    downloadExport(officeId)
      .catch(() => notify.error(t('feeds.export.failed')))
      .finally(() => setDownloading(false));
  };
  return (
    <>
      <UploadPanel officeId={officeId} onRun={open} />
      <FeedUrlPanel key={feed.data.url ?? ''} officeId={officeId} savedUrl={feed.data.url} onRun={open} />
      {runId !== null && <RunReport key={runId} officeId={officeId} runId={runId} />}
      <RunsList runs={feed.data.runs} onOpen={open} />
      <section aria-labelledby="feed-export-heading" className={panelClass}>
        <h2 id="feed-export-heading" className="text-xl font-bold">
          {t('feeds.export.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('feeds.export.lead')}</p>
        <Button className="mt-4" pending={downloading} onClick={download} data-testid="feed-export">
          <Download aria-hidden className="size-5" />
          {t('feeds.export.download')}
        </Button>
      </section>
    </>
  );
}
