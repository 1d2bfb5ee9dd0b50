import type { EndpointInput } from '#contract/endpoint';
import { changeStatus, deleteProperty } from '#contract/endpoints/properties';
import { call } from '#web/lib/api/api-client';
import { useResourceMutation } from '#web/lib/api/resource-mutation';

export type OwnerStatus = EndpointInput<typeof changeStatus>['body']['status'];

/** Every cached list and detail shows ads: a change reads this resource's queries again. */
const adsResource = changeStatus;

/** The owner closes a published ad as sold or rented (api.md `{id}/status`). */
export function useChangeAdStatus() {
  return useResourceMutation(
    ({ id, status }: { id: number; status: OwnerStatus }) =>
      call(changeStatus, { params: { id }, body: { status } }, { quiet: true }),
    adsResource,
  );
}

export function useDeleteAd() {
  return useResourceMutation(
    (id: number) => call(deleteProperty, { params: { id } }, { quiet: true }),
    adsResource,
  );
}
