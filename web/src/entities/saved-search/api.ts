import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '#contract/endpoint';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  unsubscribeSavedSearch,
  updateSavedSearch,
} from '#contract/endpoints/saved-searches';
import { call } from '#web/lib/api/api-client';
import { endpointQuery, invalidateResources } from '#web/lib/api/endpoint-queries';

export const savedSearchesQuery = () => endpointQuery(listSavedSearches, {});

type CreateBody = EndpointInput<typeof createSavedSearch>['body'];
type UpdateBody = EndpointInput<typeof updateSavedSearch>['body'];

function useInvalidateSavedSearches() {
  const queryClient = useQueryClient();
  return () => invalidateResources(queryClient, listSavedSearches);
}

export function useCreateSavedSearch() {
  const invalidate = useInvalidateSavedSearches();
  return useMutation({
    mutationFn: (body: CreateBody) => call(createSavedSearch, { body }, { quiet: true }),
    onSuccess: invalidate,
  });
}

export function useUpdateSavedSearch() {
  const invalidate = useInvalidateSavedSearches();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateBody & { id: number }) =>
      call(updateSavedSearch, { params: { id }, body }, { quiet: true }),
    onSuccess: invalidate,
  });
}

export function useDeleteSavedSearch() {
  const invalidate = useInvalidateSavedSearches();
  return useMutation({
    mutationFn: (id: number) => call(deleteSavedSearch, { params: { id } }, { quiet: true }),
    onSuccess: invalidate,
  });
}

/** The signed link of an alert: no sign-in needed. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (link: { id: number; at: number; token: string }) =>
      call(unsubscribeSavedSearch, { body: link }, { quiet: true }),
  });
}
