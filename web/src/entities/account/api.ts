import { useMutation } from '@tanstack/react-query';
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
import { ApiError, call } from '#web/lib/api/api-client';
import { endpointQuery } from '#web/lib/api/endpoint-queries';
import { useResourceMutation } from '#web/lib/api/resource-mutation';

/** Challenges solved for one press at most: a new one arrives only when the last expired meanwhile. */
const MAX_CHALLENGES = 3;

interface RegisterRequest {
  body: EndpointInput<typeof register>['body'];
  /** Hears the share of the proof of work done (0 to 1) while the server asks for one. */
  onChecking: (done: number) => void;
}

/**
 * Asks for a code. When the server answers 428 with a challenge (docs/decisions/0026), solves it off
 * the main thread and asks again with the proof; the solver loads only then.
 */
export function useRegister() {
  return useMutation({
    mutationFn: async ({ body, onChecking }: RegisterRequest) => {
      for (let challenges = 0; ; challenges += 1) {
        try {
          return await call(register, { body }, { quiet: true });
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 428 && challenges < MAX_CHALLENGES))
            throw error;
          const { challengeIn, solveProof } = await import('./proof-of-work/solve-proof');
          const challenge = challengeIn(error.answer);
          if (!challenge) throw error;
          onChecking(0);
          body = { ...body, pow: await solveProof(challenge, onChecking) };
        }
      }
    },
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
  return useResourceMutation(change, getProfile);
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
