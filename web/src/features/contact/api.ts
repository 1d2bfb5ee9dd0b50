import { useMutation } from '@tanstack/react-query';
import type { EndpointInput } from '#contract/endpoint';
import { sendSupportMessage } from '#contract/endpoints/support';
import { call } from '#web/lib/api/api-client';

export function useSendSupportMessage() {
  return useMutation({
    mutationFn: (body: EndpointInput<typeof sendSupportMessage>['body']) =>
      call(sendSupportMessage, { body }, { quiet: true }),
  });
}
