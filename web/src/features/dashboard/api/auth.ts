import { useMutation, useQuery } from '@tanstack/react-query';
import type { LoginAnswer, StaffProfile } from '../../../../../contract/dashboard/auth';
import { dashboardRequest } from '../lib/dashboard-api';
import { clearStaffSession, storePermissions, storeStaffSession } from '../../../lib/staff-session';

export function useLogin() {
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      dashboardRequest<LoginAnswer>('auth/login', { method: 'POST', body }),
    onSuccess: (answer) => storeStaffSession(answer.token, answer.permissions),
  });
}

/** The signed-in staff member; each answer also refreshes the stored permissions list. */
export function useMe() {
  return useQuery({
    queryKey: ['dashboard', 'me'],
    queryFn: async () => {
      const me = await dashboardRequest<StaffProfile>('auth/me');
      storePermissions(me.permissions);
      return me;
    },
    staleTime: 60_000,
  });
}

export function useLogout() {
  return useMutation({
    mutationFn: () => dashboardRequest<undefined>('auth/logout', { method: 'POST' }),
    // Signed out locally whatever the server said: the token may already be gone there.
    onSettled: clearStaffSession,
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      dashboardRequest<undefined>('auth/forgot-password', { method: 'POST', body: { email } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { email: string; code: string; newPassword: string }) =>
      dashboardRequest<undefined>('auth/reset-password', { method: 'POST', body }),
  });
}
