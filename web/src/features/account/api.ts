import { useMutation } from '@tanstack/react-query';
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
