import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddReviewBody, ReviewItem, ReviewList } from '../../../../contract/reviews';
import { apiRequest } from '../../lib/api-client';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { toSearch } from '../catalogue/api';

export const REVIEWS_PAGE_SIZE = 5;

/** Whose list it is: `isMine` marks the caller's own review, so each reader caches their own. */
export const reviewsViewer = (signedIn: boolean) =>
  signedIn ? (localStorage.getItem(STORAGE_KEYS.userInfoId) ?? 'signed-in') : 'guest';

/** A property's reviews, newest first, page after page ("show more"), with the average. */
export const reviewsQuery = (propertyId: number, viewer: string) =>
  infiniteQueryOptions({
    queryKey: ['reviews', propertyId, 'list', viewer],
    queryFn: ({ pageParam }) =>
      apiRequest<ReviewList>(
        `website/reviews/getall?${toSearch({ PropertyId: propertyId, PageSize: REVIEWS_PAGE_SIZE, PageNumber: pageParam })}`,
        { quiet: true },
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length : undefined),
  });

/**
 * Adds the caller's review or changes it (the server keeps one per user). Errors are shown in the
 * dialog, so the client stays quiet; afterwards the list and the ad's rating summary are fetched again.
 */
export function useSaveReview(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddReviewBody) =>
      apiRequest<ReviewItem>('website/reviews/addreview', { method: 'POST', body, quiet: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['reviews', propertyId] });
      void queryClient.invalidateQueries({ queryKey: ['properties', 'detail'] });
    },
  });
}
