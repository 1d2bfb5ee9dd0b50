import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointDefinition } from '#contract/endpoint';
import { invalidateResources } from './endpoint-queries';

/** A change after which every query of these endpoints' resources is read again. */
export function useResourceMutation<Input = void, Answer = unknown>(
  mutationFn: (input: Input) => Promise<Answer>,
  ...changed: EndpointDefinition[]
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateResources(queryClient, ...changed) });
}
