import { useQuery } from '@tanstack/react-query';
import type { RefundOrderBody } from '#contract/dashboard/payment-orders';
import { getPaymentOrder, refundPaymentOrder } from '#contract/endpoints/dashboard/payment-orders';
import { call } from '#web/lib/api/api-client';
import { endpointQuery } from '#web/lib/api/endpoint-queries';
import { useResourceMutation } from '#web/lib/api/resource-mutation';

/** One order as staff see it: payment, refunds and tax documents. */
export function usePaymentOrder(id: string) {
  return useQuery(endpointQuery(getPaymentOrder, { params: { id } }));
}

/** A refund changes the order's payment, refunds and documents: the order is read again. */
export function useRefundOrder(id: string) {
  return useResourceMutation(
    (body: RefundOrderBody) => call(refundPaymentOrder, { params: { id }, body }),
    getPaymentOrder,
  );
}
