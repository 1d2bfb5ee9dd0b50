import { useMutation } from '@tanstack/react-query';
import type { Language } from '#contract/common';
import type { EndpointInput } from '#contract/endpoint';
import { getCompanyContact } from '#contract/endpoints/company';
import { sendSupportMessage } from '#contract/endpoints/support';
import { call } from '#web/lib/api-client';
import { endpointQuery } from '#web/lib/endpoint-queries';

/** Read when asked for, as its key holds the reader's language. */
export const companyQuery = (language: Language) => ({
  ...endpointQuery(getCompanyContact, undefined, { language }),
  staleTime: 60 * 60_000,
});

export function useSendSupportMessage() {
  return useMutation({
    mutationFn: (body: EndpointInput<typeof sendSupportMessage>['body']) =>
      call(sendSupportMessage, { body }, { quiet: true }),
  });
}
