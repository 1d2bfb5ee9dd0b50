import { useMutation } from '@tanstack/react-query';
import type { EndpointInput } from '#contract/endpoint';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  unsubscribeSavedSearch,
  updateSavedSearch,
} from '#contract/endpoints/saved-searches';
import { call } from '#web/lib/api/api-client';
import { endpointQuery } from '#web/lib/api/endpoint-queries';
import { useResourceMutation } from '#web/lib/api/resource-mutation';

export const savedSearchesQuery = () => endpointQuery(listSavedSearches, {});

type CreateBody = EndpointInput<typeof createSavedSearch>['body'];
type UpdateBody = EndpointInput<typeof updateSavedSearch>['body'];

export function useCreateSavedSearch() {
  return useResourceMutation(
    (body: CreateBody) => call(createSavedSearch, { body }, { quiet: true }),
    listSavedSearches,
  );
}

export function useUpdateSavedSearch() {
  return useResourceMutation(
    ({ id, ...body }: UpdateBody & { id: number }) =>
      call(updateSavedSearch, { params: { id }, body }, { quiet: true }),
    listSavedSearches,
  );
}

export function useDeleteSavedSearch() {
  return useResourceMutation(
    (id: number) => call(deleteSavedSearch, { params: { id } }, { quiet: true }),
    listSavedSearches,
  );
}

/** The signed link of an alert: no sign-in needed. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (link: { id: number; at: number; token: string }) =>
      call(unsubscribeSavedSearch, { body: link }, { quiet: true }),
  });
}
