import { useMutation, useQuery } from '@tanstack/react-query';
import type { LoginBody, ResetPasswordBody } from '#contract/dashboard/auth';
import { forgotPassword, getMe, login, logout, resetPassword } from '#contract/endpoints/dashboard/auth';
import { call } from '#web/lib/api/api-client';
import { endpointQuery } from '#web/lib/api/endpoint-queries';
import { storePermissions, storeStaffSession } from '#web/lib/session/staff-session';
import { clearStaffSession } from '#web/lib/session/staff-token';

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => call(login, { body }),
    onSuccess: (answer) => storeStaffSession(answer.token, answer.permissions),
  });
}

/** The signed-in staff member; each answer also refreshes the stored permissions list. */
export function useMe() {
  return useQuery({
    ...endpointQuery(getMe),
    queryFn: async ({ signal }) => {
      const me = await call(getMe, undefined, { signal });
      storePermissions(me.permissions);
      return me;
    },
    staleTime: 60_000,
  });
}

export function useLogout() {
  return useMutation({
    mutationFn: () => call(logout),
    // Signed out locally whatever the server said: the token may already be gone there.
    onSettled: clearStaffSession,
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => call(forgotPassword, { body: { email } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => call(resetPassword, { body }),
  });
}
