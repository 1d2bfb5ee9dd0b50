import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OwnPropertyListItem } from '#contract/properties';
import { DRAFT_KEPT_DAYS } from '#contract/limits';
import { formatDate, joinNames } from '#web/lib/formatting/format';
import type { Language } from '#contract/common';
import { CoverPhoto } from '#web/entities/catalogue/components/CoverPhoto';
import { PriceTag } from '#web/entities/catalogue/components/PriceTag';
import { detailsPath } from '#web/entities/catalogue/paths';
import { OwnAdActions } from './OwnAdActions';
import { PendingNote } from './PendingNote';
import { RejectionReason } from './RejectionReason';
import { StatusBadge } from './StatusBadge';

/** One of the owner's ads: photo, status, title, price, place, date, and what can be done with it. */
export function OwnAdCard({ ad, onDelete }: { ad: OwnPropertyListItem; onDelete: () => void }) {
  const { t, i18n } = useTranslation();
  const place = joinNames([ad.city.name, ad.district], i18n.language as Language);
  return (
    <article className="grid grid-cols-[6.5rem_1fr] gap-x-4 gap-y-3 rounded-2xl border border-line bg-surface-raised p-3 shadow-sm sm:grid-cols-[12rem_1fr] sm:p-4">
      <div className="aspect-[4/3] overflow-hidden rounded-xl bg-line/40 sm:row-span-2">
        <CoverPhoto photo={ad.coverImage} width={640} height={480} loading="lazy" />
      </div>
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <StatusBadge status={ad.status} />
          <span className="text-sm text-ink-muted">
            {t(`addProperty.category.${ad.category === 2 ? 2 : 1}`)} ·{' '}
            {formatDate(ad.createdAt, i18n.language as Language)}
          </span>
        </div>
        <h2 className="line-clamp-2 font-bold leading-snug">
          <Link to={detailsPath(ad)} className="hover:text-brand hover:underline">
            {ad.title}
          </Link>
        </h2>
        <PriceTag property={ad} className="text-xl" />
        {place && (
          <p className="flex items-center gap-1 text-sm text-ink-muted">
            <MapPin aria-hidden className="size-4 shrink-0" />
            <span className="truncate">{place}</span>
          </p>
        )}
      </div>
      <div className="col-span-2 space-y-3 sm:col-span-1 sm:col-start-2">
        {ad.status === 'draft' && (
          <p className="text-sm text-ink-muted">
            {t('addProperty.myAds.draftNote', { count: DRAFT_KEPT_DAYS })}
          </p>
        )}
        {ad.draftId !== null && (
          <p className="rounded-lg border border-line bg-surface px-3 py-2 text-sm">
            {t('addProperty.myAds.editDraftNote')}
          </p>
        )}
        {ad.status === 'rejected' && <RejectionReason reason={ad.rejectionReason} />}
        {ad.status === 'expired' && (
          <p className="text-sm text-ink-muted">{t('addProperty.myAds.expiredNote')}</p>
        )}
        {ad.status === 'pending' && <PendingNote heldForReports={ad.heldForReports} />}
        {ad.status === 'changesRequested' && <RejectionReason reason={ad.rejectionReason} changes />}
        <OwnAdActions ad={ad} onDelete={onDelete} />
      </div>
    </article>
  );
}
