import { useMutation } from '@tanstack/react-query';
import type { EndpointInput } from '#contract/endpoint';
import { createOrder, listVisibilityProducts } from '#contract/endpoints/payments';
import { call } from '#web/lib/api/api-client';
import { endpointQuery } from '#web/lib/api/endpoint-queries';

/** What is on sale, priced with today's VAT (docs/decisions/0041-paid-visibility.md). */
export const visibilityProductsQuery = () => endpointQuery(listVisibilityProducts, {}, { quiet: true });

type NewOrder = EndpointInput<typeof createOrder>['body'];

/**
 * Orders a product for one of the caller's ads; the dialog shows the refusal itself (quiet). The same
 * idempotency key again answers the same order and checkout, so a second press makes no second order.
 */
export function useCreateOrder() {
  return useMutation({ mutationFn: (body: NewOrder) => call(createOrder, { body }, { quiet: true }) });
}
