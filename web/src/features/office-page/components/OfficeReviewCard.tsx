import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '#contract/common';
import type { OfficeReviewItem } from '#contract/reviews';
import { Avatar } from '#web/components/ui/Avatar';
import { formatDate, formatNumber } from '#web/lib/formatting/format';
import { Stars } from '#web/components/ui/Stars';

/** One review: who (first name only), the stars, when, the comment, and the ad it was about. */
export function OfficeReviewCard({ review }: { review: OfficeReviewItem }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const name = review.user.firstName ?? t('officePage.reviews.anonymous');
  return (
    <article className="h-full rounded-2xl border border-line bg-surface-raised p-4 sm:p-5">
      <div className="flex items-center gap-3">
        <Avatar imageUrl={review.user.imageUrl} name={review.user.firstName} size="small" />
        <div className="min-w-0 flex-1">
          <h3 dir="auto" className="truncate font-bold">
            {name}
          </h3>
          <div className="flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
            <Stars
              value={review.rating}
              label={t('officePage.reviews.stars', { value: formatNumber(review.rating, language) })}
            />
            <time dateTime={review.createdAt}>{formatDate(review.createdAt, language)}</time>
          </div>
        </div>
      </div>
      {review.comment && (
        <p dir="auto" className="mt-3 leading-relaxed wrap-break-word whitespace-pre-line">
          {review.comment}
        </p>
      )}
      <p className="mt-3 text-sm text-ink-muted">
        {t('officePage.reviews.about')}{' '}
        {review.property.isPublished ? (
          <Link to={`/Property/${review.property.id}`} className="font-medium text-brand hover:underline">
            <bdi data-user-content>{review.property.title}</bdi>
          </Link>
        ) : (
          <bdi data-user-content>{review.property.title}</bdi>
        )}
      </p>
    </article>
  );
}
