import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '#contract/endpoint';
import { changeStatus, deleteProperty } from '#contract/endpoints/properties';
import { call } from '#web/lib/api/api-client';
import { invalidateResources } from '#web/lib/api/endpoint-queries';

export type OwnerStatus = EndpointInput<typeof changeStatus>['body']['status'];

/** Every cached list and detail shows ads: refetch them after any change. */
function useInvalidateProperties() {
  const queryClient = useQueryClient();
  return () => invalidateResources(queryClient, changeStatus);
}

/** The owner closes a published ad as sold or rented (api.md `{id}/status`). */
export function useChangeAdStatus() {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: OwnerStatus }) =>
      call(changeStatus, { params: { id }, body: { status } }, { quiet: true }),
    onSuccess: invalidate,
  });
}

export function useDeleteAd() {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: (id: number) => call(deleteProperty, { params: { id } }, { quiet: true }),
    onSuccess: invalidate,
  });
}
