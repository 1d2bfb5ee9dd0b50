import { useInfiniteQuery } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PropertyDetail } from '#contract/properties';
import type { ReviewItem } from '#contract/reviews';
import { useIsSignedIn } from '#web/lib/session/auth-state';
import { formatNumber } from '#web/lib/formatting/format';
import type { Language } from '#contract/common';
import { useNearViewport } from '#web/hooks/use-near-viewport';
import { REVIEWS_PAGE_SIZE, reviewsQuery, reviewsViewer } from '../api';
import { formatAverage } from '../lib/format-average';
import { REVIEWS_SECTION_ID } from '../lib/section';
import { ReviewList } from './ReviewList';
import { Stars } from '#web/components/ui/Stars';
import { WriteReviewButton } from './WriteReviewButton';

type Reviewed = Pick<PropertyDetail, 'id' | 'title' | 'isOwner' | 'rating'>;

/**
 * The ad's reviews: the average and count (from the ad itself, so the server-rendered page has them),
 * then the list, fetched when the section comes near the screen. Owners read; everyone else may write.
 */
export function ReviewsSection({ property }: { property: Reviewed }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const signedIn = useIsSignedIn();
  const { ref, near } = useNearViewport<HTMLElement>();
  const query = useInfiniteQuery({
    ...reviewsQuery(property.id, reviewsViewer(signedIn)),
    // Signed in, the first page also says whether the reader may review (the advertiser answered them).
    enabled: near && (property.rating.count > 0 || signedIn),
  });
  const firstPage = query.data?.pages[0];
  const count = firstPage?.totalDataCount ?? property.rating.count;
  const average = firstPage ? firstPage.average : property.rating.average;
  const reviews = uniqueReviews(query.data?.pages.flatMap((page) => page.data) ?? []);
  const mine = reviews.find((review) => review.isMine);
  // Why the reader may not review yet: they have not written, or the advertiser has not answered.
  const access = firstPage?.reviewAccess;
  const notYet = access === 'contactFirst' || access === 'awaitingReply' ? access : undefined;

  return (
    <section
      ref={ref}
      id={REVIEWS_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="reviews-title"
      className="scroll-mt-24"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="reviews-title" className="text-xl font-bold">
            {t('reviews.title')}
          </h2>
          {count > 0 && average !== null && (
            <div className="mt-3 flex items-center gap-3">
              <span aria-hidden className="text-4xl leading-none font-bold">
                {formatAverage(average, language)}
              </span>
              <div>
                <Stars
                  value={average}
                  size="large"
                  label={t('reviews.average', { value: formatAverage(average, language) })}
                />
                <p className="text-sm text-ink-muted">
                  {t('reviews.count', { count, value: formatNumber(count, language) })}
                </p>
              </div>
            </div>
          )}
        </div>
        {!property.isOwner &&
          (notYet && !mine ? (
            <p className="max-w-sm rounded-xl border border-line bg-surface px-4 py-3 text-sm text-ink-muted">
              {t(`reviews.${notYet}`)}
            </p>
          ) : (
            <WriteReviewButton propertyId={property.id} propertyTitle={property.title} mine={mine} />
          ))}
      </div>
      {count === 0 ? (
        <div className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-line px-6 py-10 text-center">
          <MessageSquareText aria-hidden className="size-9 text-brand" />
          <p className="mt-3 text-lg font-bold">{t('reviews.empty.title')}</p>
          <p className="mt-1 max-w-md text-ink-muted">
            {property.isOwner ? t('reviews.empty.owner') : t('reviews.empty.body')}
          </p>
        </div>
      ) : (
        <ReviewList query={query} reviews={reviews} skeletons={Math.min(count, REVIEWS_PAGE_SIZE)} />
      )}
    </section>
  );
}

/** A review written while the reader paged on moves the rest down: the next page repeats one. */
function uniqueReviews(reviews: ReviewItem[]): ReviewItem[] {
  const seen = new Set<number>();
  return reviews.filter((review) => !seen.has(review.id) && Boolean(seen.add(review.id)));
}
