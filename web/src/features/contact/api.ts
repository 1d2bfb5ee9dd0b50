import { queryOptions, useMutation } from '@tanstack/react-query';
import type { CompanyContact } from '../../../../contract/company';
import type { SupportBody } from '../../../../contract/support';
import { apiRequest } from '../../lib/api-client';

export const companyQuery = queryOptions({
  queryKey: ['company'],
  queryFn: () => apiRequest<CompanyContact>('website/company'),
  staleTime: 60 * 60_000,
});

export function useSendSupportMessage() {
  return useMutation({
    mutationFn: (body: SupportBody) =>
      apiRequest<{ id: number }>('website/support/send', { method: 'POST', body, quiet: true }),
  });
}
