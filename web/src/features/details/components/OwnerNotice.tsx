import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PropertyDetail } from '#contract/properties';
import type { Language } from '#contract/common';
import { DRAFT_KEPT_DAYS } from '#contract/limits';
import { formatDate } from '#web/lib/formatting/format';
import { KeepAdButton } from '#web/entities/catalogue/components/KeepAdButton';
import { FeatureAdAction } from '#web/entities/visibility/components/FeatureAdAction';

const tone: Record<PropertyDetail['status'], string> = {
  draft: 'bg-line text-ink',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  published: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  changesRequested: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200',
  sold: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  rented: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  archived: 'bg-line text-ink',
  suspended: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  expired: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
};

/**
 * For the owner only: the ad's status, what it means, why it was rejected or suspended, when it
 * expires, featuring it while it is live, and where messages arrive.
 */
export function OwnerNotice({
  property,
}: {
  property: Pick<
    PropertyDetail,
    'id' | 'title' | 'status' | 'rejectionReason' | 'suspensionReason' | 'expiresAt'
  >;
}) {
  const { t, i18n } = useTranslation();
  const { status, rejectionReason, suspensionReason, expiresAt } = property;
  const hint =
    status === 'draft'
      ? t('addProperty.myAds.draftNote', { count: DRAFT_KEPT_DAYS })
      : status === 'pending'
        ? t('details.owner.pending')
        : status === 'published'
          ? expiresAt &&
            t('addProperty.myAds.expiresOn', { date: formatDate(expiresAt, i18n.language as Language) })
          : status === 'sold' || status === 'rented'
            ? t('details.owner.closed')
            : status === 'expired'
              ? t('addProperty.myAds.expiredNote')
              : status === 'suspended' && suspensionReason
                ? t(`details.owner.suspended.${suspensionReason}`)
                : t('details.owner.hidden');
  return (
    <section
      aria-labelledby="owner-status"
      className="space-y-3 rounded-2xl border border-line bg-surface-raised p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="owner-status" className="font-bold text-ink-muted">
          {t('details.owner.status')}
        </h2>
        <span className={`rounded-full px-3 py-1 text-sm font-bold ${tone[status]}`}>
          {t(`catalogue.status.${status}`)}
        </span>
      </div>
      {hint && <p className="text-sm text-ink-muted">{hint}</p>}
      <div className="flex flex-wrap gap-2">
        <FeatureAdAction
          ad={property}
          openFromLink
          className="inline-flex min-h-10 items-center gap-1.5 rounded-lg bg-brand px-3 text-sm font-bold text-white hover:bg-brand-strong dark:text-surface"
        />
        <KeepAdButton
          ad={property}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-brand px-3 text-sm font-bold text-brand hover:bg-brand/10 disabled:opacity-60"
        />
      </div>
      {(status === 'rejected' || status === 'changesRequested') && rejectionReason && (
        <div className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
          <p className="text-sm font-bold">
            {status === 'rejected' ? t('details.owner.rejectionReason') : t('details.owner.changesReason')}
          </p>
          <p dir="auto" className="mt-1 whitespace-pre-line">
            {rejectionReason}
          </p>
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
        <p className="text-sm text-ink-muted">{t('details.owner.messages')}</p>
        <Link
          to="/messages"
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-bold text-brand hover:underline"
        >
          <Inbox aria-hidden className="size-4" />
          {t('details.owner.openInbox')}
        </Link>
      </div>
    </section>
  );
}
