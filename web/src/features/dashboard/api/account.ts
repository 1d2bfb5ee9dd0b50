import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody } from '../../../../../contract/dashboard/auth';
import { dashboardRequest } from '../lib/dashboard-api';

/** The signed-in staff member's own password; the server ends their other sessions. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      dashboardRequest<undefined>('auth/change-password', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dashboard', 'me'] }),
  });
}
