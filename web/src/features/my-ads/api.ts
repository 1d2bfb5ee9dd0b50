import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export type OwnerStatus = 'sold' | 'rented' | 'archived';

function useInvalidateProperties() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['properties'] });
}

/** The owner closes a published ad as sold or rented (api.md `{id}/status`). */
export function useChangeAdStatus() {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: OwnerStatus }) =>
      apiRequest<undefined>(`website/property/${id}/status`, {
        method: 'POST',
        body: { status },
        quiet: true,
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteAd() {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<undefined>(`website/property/${id}`, { method: 'DELETE', quiet: true }),
    onSuccess: invalidate,
  });
}
