import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '#contract/endpoint';
import { getProperty } from '#contract/endpoints/properties';
import { addReview, listReviews } from '#contract/endpoints/reviews';
import { call } from '#web/lib/api/api-client';
import { endpointKey, invalidateResources } from '#web/lib/api/endpoint-queries';
import { STORAGE_KEYS } from '#web/lib/browser/storage-keys';

export const REVIEWS_PAGE_SIZE = 5;

/** Whose list it is: `isMine` marks the caller's own review, so each reader caches their own. */
export const reviewsViewer = (signedIn: boolean) =>
  signedIn ? (localStorage.getItem(STORAGE_KEYS.userInfoId) ?? 'signed-in') : 'guest';

/**
 * A property's reviews, newest first, page after page ("show more"), with the average. Pages of an
 * infinite query: no `meta.access`, so the server, which renders plain queries only, leaves it out.
 */
export const reviewsQuery = (propertyId: number, viewer: string) => {
  const query = { PropertyId: String(propertyId), PageSize: REVIEWS_PAGE_SIZE };
  return infiniteQueryOptions({
    queryKey: [...endpointKey(listReviews, { query }), viewer],
    queryFn: ({ pageParam, signal }) =>
      call(listReviews, { query: { ...query, PageNumber: pageParam } }, { quiet: true, signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length : undefined),
  });
};

/**
 * Adds the caller's review or changes it (the server keeps one per user). Errors are shown in the
 * dialog, so the client stays quiet; afterwards the reviews and the ads (their rating summary) are
 * fetched again.
 */
export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<typeof addReview>['body']) => call(addReview, { body }, { quiet: true }),
    onSuccess: () => void invalidateResources(queryClient, listReviews, getProperty),
  });
}
