import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileBody } from '../../../../contract/account';
import { apiRequest } from '../../lib/api-client';

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: { phoneNumber: string; dialCode: string }) =>
      apiRequest<{ guid: string }>('website/account/register', { method: 'POST', body, quiet: true }),
  });
}

export function useVerifyCode() {
  return useMutation({
    mutationFn: (body: { code: string; id: string; deviceId: string; fcmToken: string }) =>
      apiRequest<TokenPair>('website/account/verifycode', { method: 'POST', body, quiet: true }),
  });
}

export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: ['account', 'profile', userId],
    queryFn: () => apiRequest<Profile>(`website/account/${encodeURIComponent(userId)}`),
  });

/** After each successful account change, the cached profile is refetched (spec §7). */
function useAccountMutation<TBody, TResult>(call: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
}

export function useUpdateProfile() {
  return useAccountMutation((body: UpdateProfileBody) =>
    apiRequest<Profile>('website/account/updateprofile', { method: 'POST', body, quiet: true }),
  );
}

export function useUploadProfileImage() {
  return useAccountMutation((file: File) => {
    const body = new FormData();
    body.append('file', file);
    return apiRequest<{ imageUrl: string }>('website/account/uploadprofileimage', { method: 'POST', body });
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => apiRequest<undefined>('website/account', { method: 'DELETE' }),
  });
}
