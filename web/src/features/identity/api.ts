import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '#contract/endpoint';
import { getIdentityRequest, startIdentityRequest } from '#contract/endpoints/identity';
import type { IdentityRequestState } from '#contract/identity';
import { ApiError, call } from '#web/lib/api/api-client';
import { endpointKey } from '#web/lib/api/endpoint-queries';
import { myIdentityQuery } from '#web/entities/identity/api';

/** A request Nafath may still answer: the page keeps asking about it. */
export const isOpen = (state: IdentityRequestState) => state === 'waiting' || state === 'confirming';

/**
 * One verification as it stands, asked again every `pollAfterSeconds` while it is open (never at
 * once: the answer the page already holds is fresh until then). Once it is verified, the caller's
 * identity is read again before the answer is shown, so the names arrive with it.
 */
export function identityRequestQuery(id: string) {
  return queryOptions({
    queryKey: endpointKey(getIdentityRequest, { params: { id } }),
    queryFn: async ({ client, signal }) => {
      const request = await call(getIdentityRequest, { params: { id } }, { quiet: true, signal });
      if (request.state === 'verified') {
        await client.invalidateQueries({ queryKey: myIdentityQuery().queryKey });
      }
      return request;
    },
    staleTime: Infinity,
    refetchInterval: ({ state: { data } }) =>
      data && isOpen(data.state) && data.pollAfterSeconds !== null ? data.pollAfterSeconds * 1000 : false,
  });
}

type StartBody = EndpointInput<typeof startIdentityRequest>['body'];

/**
 * Asks Nafath to send the request to the person's app. Quiet: the form shows the server's words
 * (under the field, or above it). The answer is the request's first state, kept for its query; a
 * conflict may mean the caller is verified meanwhile, so their identity is read again.
 */
export function useStartIdentityRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartBody) => call(startIdentityRequest, { body }, { quiet: true }),
    onSuccess: (request) => queryClient.setQueryData(identityRequestQuery(request.id).queryKey, request),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: myIdentityQuery().queryKey });
    },
  });
}
