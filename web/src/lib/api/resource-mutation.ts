import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointDefinition } from '#contract/endpoint';
import { invalidateBackOffice } from './back-office-queries';
import { invalidateResources } from './endpoint-queries';

/** A change after which every query of these endpoints' resources is read again. */
export function useResourceMutation<Input = void, Answer = unknown>(
  mutationFn: (input: Input) => Promise<Answer>,
  ...changed: EndpointDefinition[]
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateResources(queryClient, ...changed) });
}

/** A back-office change other screens show too: every back-office query is read again. */
export function useBackOfficeMutation<Input = void, Answer = unknown>(
  mutationFn: (input: Input) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateBackOffice(queryClient) });
}
