import * as paymentOrders from '#contract/endpoints/dashboard/payment-orders.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { paymentOrderView, refundPayment, refundView } from '#server/modules/payments/index.js';
import { auditActorOf } from '../audit/audit-actor.js';
import { staffOf } from '../auth/authenticate-staff.js';
import { auditRefund } from './audit-refund.js';

/** /api/dashboard/payments/orders: one order and its refunds (docs/decisions/0041-paid-visibility.md). */
export const paymentOrderRoutes = endpointRoutes((deps) => [
  answer(paymentOrders.getPaymentOrder, (request) =>
    paymentOrderView(deps.db, request.params.id, request.language),
  ),
  answer(paymentOrders.refundPaymentOrder, async (request) => {
    const refundId = await refundPayment(
      deps,
      { orderId: request.params.id, staffId: staffOf(request).id, ...request.body },
      auditRefund(auditActorOf(request)),
    );
    return refundView(deps.db, refundId);
  }),
]);
