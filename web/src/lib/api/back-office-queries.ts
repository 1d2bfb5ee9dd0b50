import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getMe } from '#contract/endpoints/dashboard/auth';
import { resourceKey } from './endpoint-queries';

/** The key every back-office query starts with: a back-office resource key without the resource. */
export const backOfficeKey = resourceKey(getMe).slice(0, 2);

/**
 * After a change other back-office screens show too (an agent or lookup on ads, a staff member on
 * roles, a user's block on lists): every back-office query is read again.
 */
export const invalidateBackOffice = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: backOfficeKey });

/** A back-office change other screens show too: every back-office query is read again. */
export function useBackOfficeMutation<Input = void, Answer = unknown>(
  mutationFn: (input: Input) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateBackOffice(queryClient) });
}
