import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody } from '#contract/dashboard/auth';
import { changePassword, getMe } from '#contract/endpoints/dashboard/auth';
import { call } from '#web/lib/api/api-client';
import { invalidateResources } from '#web/lib/api/endpoint-queries';

/** The signed-in staff member's own password; the server ends their other sessions. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => call(changePassword, { body }),
    onSuccess: () => invalidateResources(queryClient, getMe),
  });
}
