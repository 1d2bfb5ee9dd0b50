import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DashboardReview } from '#contract/dashboard/abuse';
import type { AbuseSort } from '../api';
import { AbuseList } from '../components/AbuseList';
import type { Column } from '#web/components/back-office/DataTable';
import { PersonCell } from '#web/components/back-office/PersonCell';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { ReviewsModerationPage as Component };

const STARS = [1, 2, 3, 4, 5];

/** Reviews written on ads, hidden ones included, to hide the abusive ones. */
export function ReviewsModerationPage() {
  const { t } = useTranslation();
  const columns: Column<DashboardReview, AbuseSort>[] = [
    {
      id: 'review',
      header: t('dashboard.abuse.reviews.review'),
      cell: (review) => (
        <span className="flex min-w-48 max-w-md flex-col gap-1">
          <span
            role="img"
            aria-label={t('dashboard.abuse.reviews.stars', { value: review.rating })}
            className="flex"
          >
            {STARS.map((star) => (
              <Star
                key={star}
                aria-hidden
                className={`size-4 ${star <= review.rating ? 'fill-amber-400 text-amber-500' : 'text-ink-muted'}`}
              />
            ))}
          </span>
          {review.comment ? (
            <span dir="auto" className="whitespace-pre-line break-words">
              {review.comment}
            </span>
          ) : (
            <span className="text-ink-muted">{t('dashboard.abuse.reviews.noComment')}</span>
          )}
        </span>
      ),
    },
    {
      id: 'author',
      header: t('dashboard.abuse.reviews.author'),
      cell: (review) => <PersonCell name={review.user.fullName} phone={review.user.phoneNumber} />,
    },
  ];
  return <AbuseList kind="reviews" hidePermission="Ratings.Delete" columns={columns} />;
}
