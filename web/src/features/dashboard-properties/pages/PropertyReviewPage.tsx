import {
  ArrowLeft,
  Check,
  ExternalLink,
  MessageSquareWarning,
  Pencil,
  Star,
  StarOff,
  Trash2,
  X,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { BackLink } from '#web/components/back-office/BackLink';
import { ConfirmDialog } from '#web/components/ui/ConfirmDialog';
import { notify } from '#web/lib/browser/notify';
import { detailsPath } from '#web/entities/catalogue/paths';
import { fetchNextPending, useModerate, useModerationDetail, type ModerationAction } from '../api';
import { Badge } from '#web/components/ui/Badge';
import { Button } from '#web/components/ui/Button';
import { PageHeading } from '#web/components/back-office/PageHeading';
import { PropertyEditDialog } from '../components/PropertyEditDialog';
import { PropertyFacts } from '../components/PropertyFacts';
import { PropertyHistory } from '../components/PropertyHistory';
import { AdChangesCard } from '../components/AdChangesCard';
import { ContactAndLicense } from '../components/ContactAndLicense';
import { DuplicatesCard } from '../components/DuplicatesCard';
import { LicenceVerification } from '../components/LicenceVerification';
import { RejectDialog } from '../components/RejectDialog';
import { ReviewCard } from '../components/ReviewCard';
import { ReviewTexts } from '../components/ReviewTexts';
import { statusTones } from '#web/entities/moderated-ad/status';
import { errorMessage } from '#web/lib/api/api-client';
import { formatDateTime } from '#web/lib/formatting/date-time';
import { useCan } from '#web/lib/session/staff-session';
import { useLanguage } from '#web/lib/i18n/i18n';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { PropertyReviewPage as Component };

const QUEUE_PATH = '/dashboard/properties';

const Card = ReviewCard;

export function PropertyReviewPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const ad = useModerationDetail(id);
  const moderate = useModerate(id);
  const [dialog, setDialog] = useState<'reject' | 'changes' | 'delete' | 'edit' | 'approve'>();

  /** After a decision the reviewer moves on: to the next ad waiting, or back to the queue. */
  const moveOn = async () => {
    const next = await fetchNextPending().catch(() => undefined);
    const nextId = next?.data.find((item) => item.id !== id)?.id;
    await navigate(nextId === undefined ? QUEUE_PATH : `${QUEUE_PATH}/${nextId}`);
  };

  const run = (action: ModerationAction, done: string, leave: boolean) =>
    moderate.mutate(action, {
      onSuccess: () => {
        notify.success(done);
        setDialog(undefined);
        if (leave) void moveOn();
      },
      onError: (error) => {
        notify.error(errorMessage(error));
        if (action.kind === 'delete' || action.kind === 'approve') setDialog(undefined);
      },
    });

  if (ad.isPending) {
    return <div aria-busy className="h-64 animate-pulse rounded-[var(--radius-card)] bg-line" />;
  }
  if (ad.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-red-700 dark:text-red-300">
          {errorMessage(ad.error)}
        </p>
        <Link
          to={QUEUE_PATH}
          className="inline-flex items-center gap-1 text-sm text-ink-muted hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
          {t('dashboard.properties.backToList')}
        </Link>
      </div>
    );
  }

  const property = ad.data;
  const pending = property.status === 'pending';
  const busy = moderate.isPending;
  const approve = () =>
    run({ kind: 'approve', version: property.version }, t('dashboard.properties.approved'), true);
  /** Opens the dialog of a decision that says why; an earlier refusal is forgotten. */
  const askReason = (decision: 'reject' | 'changes') => {
    moderate.reset();
    setDialog(decision);
  };

  return (
    <>
      <BackLink to={QUEUE_PATH} label={t('dashboard.properties.backToList')} />
      <PageHeading
        title={property.title}
        actions={
          <>
            {pending && can('Properties.Approve') && (
              <>
                <Button
                  look="primary"
                  disabled={busy}
                  onClick={() => {
                    // Suspected duplicates ask for one more confirmation.
                    if (property.duplicates.length > 0) setDialog('approve');
                    else approve();
                  }}
                >
                  <Check aria-hidden className="size-4" />
                  {t('dashboard.properties.approve')}
                </Button>
                <Button disabled={busy} onClick={() => askReason('reject')}>
                  <X aria-hidden className="size-4" />
                  {t('dashboard.properties.reject')}
                </Button>
                <Button disabled={busy} onClick={() => askReason('changes')}>
                  <MessageSquareWarning aria-hidden className="size-4" />
                  {t('dashboard.properties.requestChanges')}
                </Button>
              </>
            )}
            {can('Properties.Update') && (
              <Button disabled={busy} onClick={() => setDialog('edit')}>
                <Pencil aria-hidden className="size-4" />
                {t('dashboard.propertyEdit.edit')}
              </Button>
            )}
            {can('Properties.Feature') && property.isFeatured && (
              <Button
                disabled={busy}
                onClick={() => run({ kind: 'unfeature' }, t('dashboard.properties.unfeaturedDone'), false)}
              >
                <StarOff aria-hidden className="size-4" />
                {t('dashboard.properties.unfeature')}
              </Button>
            )}
            {can('Properties.Feature') && !property.isFeatured && property.status === 'published' && (
              <Button
                disabled={busy}
                onClick={() => run({ kind: 'feature' }, t('dashboard.properties.featuredDone'), false)}
              >
                <Star aria-hidden className="size-4" />
                {t('dashboard.properties.feature')}
              </Button>
            )}
            {can('Properties.Delete') && (
              <Button look="danger" disabled={busy} onClick={() => setDialog('delete')}>
                <Trash2 aria-hidden className="size-4" />
                {t('dashboard.properties.delete')}
              </Button>
            )}
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3 text-sm text-ink-muted">
        <Badge
          tone={statusTones[property.status]}
          label={t(`dashboard.properties.statuses.${property.status}`)}
        />
        {property.isFeatured && (
          <span className="inline-flex items-center gap-1">
            <Star aria-hidden className="size-4 text-amber-500" />
            {t('dashboard.properties.featured')}
          </span>
        )}
        <span>{t('dashboard.properties.number', { id: property.id })}</span>
        <span>{formatDateTime(property.createdAt, language)}</span>
        {property.status === 'published' && (
          <a
            href={detailsPath(property)}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 hover:underline"
          >
            <ExternalLink aria-hidden className="size-4" />
            {t('dashboard.properties.viewOnSite')}
          </a>
        )}
      </div>

      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-4">
          {property.rejectionReason && (
            <Card
              title={
                property.status === 'changesRequested'
                  ? t('dashboard.properties.changesReasonTitle')
                  : t('dashboard.properties.rejectionReason')
              }
            >
              <p>{property.rejectionReason}</p>
            </Card>
          )}
          {property.changes && <AdChangesCard changes={property.changes} />}
          <DuplicatesCard suspects={property.duplicates} />
          <Card title={t('dashboard.properties.photos')}>
            {property.media.length ? (
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {property.media.map((photo, index) => (
                  <li key={photo.id} className="relative">
                    <span className="absolute start-1 top-1 rounded bg-black/60 px-1.5 text-xs font-bold text-white">
                      {index + 1}
                    </span>
                    <a href={photo.url} target="_blank" rel="noreferrer">
                      <img
                        src={photo.thumbUrl}
                        alt={t('dashboard.properties.photo', {
                          index: index + 1,
                          total: property.media.length,
                        })}
                        loading="lazy"
                        className="aspect-[4/3] w-full rounded-lg bg-line object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-ink-muted">{t('dashboard.properties.noPhoto')}</p>
            )}
          </Card>
          <Card title={t('dashboard.properties.facts')}>
            <PropertyFacts ad={property} />
          </Card>
          <Card title={t('dashboard.properties.texts')}>
            <ReviewTexts ad={property} />
          </Card>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <Card title={t('dashboard.properties.contact')}>
            <ContactAndLicense ad={property} licenseVerification={<LicenceVerification ad={property} />} />
          </Card>
          <Card title={t('dashboard.properties.owner')}>
            <p className="font-medium">{property.owner.fullName ?? t('dashboard.properties.noName')}</p>
            <p className="text-sm text-ink-muted">
              {t('dashboard.properties.ownerPhone')}:{' '}
              {property.owner.phoneNumber ? (
                <a
                  href={`tel:${property.owner.phoneNumber}`}
                  dir="ltr"
                  className="inline-block hover:underline"
                >
                  {property.owner.phoneNumber}
                </a>
              ) : (
                t('dashboard.properties.numbersHidden')
              )}
            </p>
            {property.owner.isBlocked && (
              <p className="mt-2 text-sm text-red-700 dark:text-red-300">
                {t('dashboard.properties.ownerBlocked')}
              </p>
            )}
          </Card>
          <Card title={t('dashboard.properties.history')}>
            <PropertyHistory entries={property.history} />
          </Card>
        </div>
      </div>

      {dialog === 'reject' && (
        <RejectDialog
          onClose={() => setDialog(undefined)}
          onReject={async (reason) => {
            await moderate.mutateAsync({ kind: 'reject', reason, version: property.version });
            notify.success(t('dashboard.properties.rejected'));
            setDialog(undefined);
            void moveOn();
          }}
        />
      )}
      {dialog === 'changes' && (
        <RejectDialog
          kind="changes"
          onClose={() => setDialog(undefined)}
          onReject={async (reason) => {
            await moderate.mutateAsync({ kind: 'requestChanges', reason, version: property.version });
            notify.success(t('dashboard.properties.changesRequestedDone'));
            setDialog(undefined);
            void moveOn();
          }}
        />
      )}
      {dialog === 'edit' && <PropertyEditDialog ad={property} onClose={() => setDialog(undefined)} />}
      {dialog === 'approve' && (
        <ConfirmDialog
          title={t('dashboard.properties.approveSuspectsTitle')}
          body={t('dashboard.properties.approveSuspectsBody')}
          confirmLabel={t('dashboard.properties.approveSuspectsConfirm')}
          onCancel={() => setDialog(undefined)}
          onConfirm={approve}
        />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title={t('dashboard.properties.deleteTitle')}
          body={t('dashboard.properties.deleteBody', { title: property.title })}
          confirmLabel={t('dashboard.properties.deleteConfirm')}
          onCancel={() => setDialog(undefined)}
          onConfirm={() => run({ kind: 'delete' }, t('dashboard.properties.deleted'), true)}
        />
      )}
    </>
  );
}
