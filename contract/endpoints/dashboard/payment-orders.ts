import { backOfficeResource } from '#contract/back-office-resource.js';
import { dashboardOrder, dashboardRefund, refundOrderBody } from '#contract/dashboard/payment-orders.js';
import { orderIdParams } from '#contract/payments.js';

/* One paid-visibility order as staff see it, and its refunds (docs/decisions/0041-paid-visibility.md). */
const paymentOrders = backOfficeResource({
  permissions: 'Payments',
  path: '/api/dashboard/payments/orders',
  tags: ['Back-office: payments'],
  idParams: orderIdParams,
  writesMayConflict: true,
});

export const getPaymentOrder = paymentOrders.get({
  response: dashboardOrder,
  summary: 'One order: product, buyer (phone masked), ad or office, payment, refunds and tax documents',
  description:
    'Amounts in halalas. `payment.refundable` is what was paid less what was refunded and what a ' +
    'refund still waiting for the gateway asks. 404 for an unknown order.',
});

export const refundPaymentOrder = paymentOrders.aboutOne('POST', 'refunds', 'Refund', {
  body: refundOrderBody,
  status: 201,
  response: dashboardRefund,
  summary:
    'Refund an order’s payment, fully or partly, with a reason: a credit note, and its visibility ends',
  description:
    'The refund is written with its `idempotencyKey` before the gateway is asked; the same key again ' +
    'answers the same refund (and finishes it if it was left waiting). Once the gateway refunded, one ' +
    'transaction records it, issues the credit note (CN-YYYY-NNNNNN) and ends what the order bought ' +
    '(the feature’s days, the package’s unspent credits), at the first refund of the order even when ' +
    'partial. Recorded in the audit log with the reason. 404 for an unknown order; 409 for an order ' +
    'not paid, while another refund of it waits for the gateway, or for a key used on another refund; ' +
    '422 for an amount above what is refundable or when the gateway refuses (the refund is `failed`); ' +
    '503 while the gateway cannot be reached (the refund waits, and the reconciliation job finishes it).',
});
