import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '#contract/endpoint';
import {
  deleteAccount,
  getProfile,
  register,
  sendEmailVerification,
  updateProfile,
  uploadProfileImage,
  verifyCode,
  verifyEmail,
} from '#contract/endpoints/account';
import { call } from './api-client';
import { endpointQuery, invalidateResources } from './endpoint-queries';

export function useRegister() {
  return useMutation({
    mutationFn: (body: EndpointInput<typeof register>['body']) => call(register, { body }, { quiet: true }),
  });
}

export function useVerifyCode() {
  return useMutation({
    mutationFn: (body: EndpointInput<typeof verifyCode>['body']) =>
      call(verifyCode, { body }, { quiet: true }),
  });
}

export const profileQuery = (userId: string) => endpointQuery(getProfile, { params: { id: userId } });

/** After each successful account change, the cached profile is refetched (spec §7). */
function useAccountMutation<TInput, TResult>(change: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => invalidateResources(queryClient, getProfile),
  });
}

export function useUpdateProfile() {
  return useAccountMutation((body: EndpointInput<typeof updateProfile>['body']) =>
    call(updateProfile, { body }, { quiet: true }),
  );
}

export function useUploadProfileImage() {
  return useAccountMutation((file: File) => {
    const body = new FormData();
    body.append('file', file);
    return call(uploadProfileImage, { body });
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: () => call(deleteAccount) });
}

/** Mails the saved address a link that verifies it; the caller shows how it went. */
export function useSendEmailVerification() {
  return useMutation({ mutationFn: () => call(sendEmailVerification, {}, { quiet: true }) });
}

/** The link mailed to an address: no sign-in needed. A signed-in profile shows the change. */
export function useVerifyEmail() {
  return useAccountMutation((body: EndpointInput<typeof verifyEmail>['body']) =>
    call(verifyEmail, { body }, { quiet: true }),
  );
}
