/**
 * Paid visibility (docs/decisions/0041-paid-visibility.md): orders paid through the gateway, applied
 * exactly once, with tax invoices. What other modules may use of it; the rest is its own.
 */
export { paymentRoutes } from './routes.js';
export { officeCreditRoutes } from './office-credit-routes.js';
export { settleOrder } from './settle-order.js';
export { PAYMENT_RECONCILE_QUEUE } from './reconcile-queue.js';
export { reconcileOrders } from './reconcile-orders.js';
export { paymentOrderView, refundView } from './payment-order-view.js';
export { refundPayment } from './refund-payment.js';
export type { RecordRefundRequest, RefundRow } from './request-refund.js';
