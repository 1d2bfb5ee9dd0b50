import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReviewItem } from '#contract/reviews';
import { formatDate, formatNumber } from '#web/lib/formatting/format';
import type { Language } from '#contract/common';
import { ReportButton } from '#web/entities/report/components/ReportButton';
import { Stars } from '#web/components/ui/Stars';

/** A review changed more than a minute after it was written says so. */
const EDITED_AFTER_MS = 60_000;

/** One review: who (first name only), the stars, when, and the comment in its own direction. */
export function ReviewCard({ review }: { review: ReviewItem }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const edited = Date.parse(review.updatedAt) - Date.parse(review.createdAt) > EDITED_AFTER_MS;
  return (
    <article
      className={`rounded-2xl border bg-surface-raised p-4 sm:p-5 ${review.isMine ? 'border-brand/40' : 'border-line'}`}
    >
      <div className="flex items-center gap-3">
        {review.user.imageUrl ? (
          <img
            src={review.user.imageUrl}
            alt=""
            width={44}
            height={44}
            loading="lazy"
            className="size-11 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand">
            <UserRound aria-hidden className="size-6" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2">
            <h3 dir="auto" className="truncate font-bold">
              {review.user.firstName ?? t('reviews.anonymous')}
            </h3>
            {review.isMine && (
              <span className="rounded-full bg-brand/10 px-2 text-xs leading-5 font-medium text-brand">
                {t('reviews.yours')}
              </span>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
            <Stars
              value={review.rating}
              label={t('reviews.stars', { value: formatNumber(review.rating, language) })}
            />
            <time dateTime={review.createdAt}>{formatDate(review.createdAt, language)}</time>
            {edited && <span>· {t('reviews.edited')}</span>}
          </div>
        </div>
      </div>
      {review.comment && (
        <p dir="auto" className="mt-3 leading-relaxed wrap-break-word whitespace-pre-line">
          {review.comment}
        </p>
      )}
      {!review.isMine && (
        <div className="mt-2 flex justify-end">
          <ReportButton
            kind="review"
            id={review.id}
            label={t('report.reviewOf', { name: review.user.firstName ?? t('reviews.anonymous') })}
            className="-me-2"
          />
        </div>
      )}
    </article>
  );
}
