import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReviewItem, ReviewList as ReviewPage } from '#contract/reviews';
import { ReviewCard } from './ReviewCard';

interface ReviewListProps {
  query: UseInfiniteQueryResult<InfiniteData<ReviewPage>>;
  reviews: ReviewItem[];
  /** How many placeholders stand in while the first page loads. */
  skeletons: number;
}

function ReviewSkeleton() {
  return (
    <li className="rounded-2xl border border-line bg-surface-raised p-4 sm:p-5">
      <div className="flex items-center gap-3">
        <span className="size-11 shrink-0 animate-pulse rounded-full bg-line" />
        <div className="flex-1 space-y-2">
          <span className="block h-4 w-28 animate-pulse rounded bg-line" />
          <span className="block h-3 w-40 animate-pulse rounded bg-line" />
        </div>
      </div>
      <span className="mt-4 block h-4 w-4/5 animate-pulse rounded bg-line" />
    </li>
  );
}

/** The reviews newest first, "show more" for the next page, a skeleton while loading, an error with retry. */
export function ReviewList({ query, reviews, skeletons }: ReviewListProps) {
  const { t } = useTranslation();
  if (query.isError && reviews.length === 0) {
    return (
      <div className="mt-5 flex flex-col items-center rounded-2xl border border-dashed border-line px-6 py-10 text-center">
        <TriangleAlert aria-hidden className="size-8 text-accent" />
        <p className="mt-3 font-bold">{t('reviews.error.title')}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="mt-4 rounded-lg bg-brand px-5 py-2.5 font-medium text-white hover:bg-brand-strong dark:text-surface"
        >
          {t('reviews.error.retry')}
        </button>
      </div>
    );
  }
  if (reviews.length === 0) {
    return (
      <ul aria-busy="true" aria-label={t('reviews.loading')} className="mt-5 space-y-4">
        {Array.from({ length: skeletons }, (_, index) => (
          <ReviewSkeleton key={index} />
        ))}
      </ul>
    );
  }
  return (
    <>
      <ul className="mt-5 space-y-4">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <button
          type="button"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          className="mt-4 h-11 w-full rounded-xl border border-line bg-surface-raised px-5 font-medium hover:bg-surface disabled:opacity-70 sm:w-auto"
        >
          {query.isFetchingNextPage ? t('reviews.loadingMore') : t('reviews.showMore')}
        </button>
      )}
    </>
  );
}
