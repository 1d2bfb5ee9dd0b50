import * as finance from '#contract/endpoints/dashboard/payments-finance.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { sendAttachment } from '#server/lib/file-attachment.js';
import { auditActorOf } from '../audit/audit-actor.js';
import { exportRevenue } from './export-revenue.js';
import { getPaymentSettings } from './get-payment-settings.js';
import { getRevenue } from './get-revenue.js';
import { listPaymentOrders } from './list-payment-orders.js';
import { listVisibilityProducts } from './list-visibility-products.js';
import { updatePaymentSettings } from './update-payment-settings.js';
import { updateVisibilityProduct } from './update-visibility-product.js';

/** /api/dashboard/payments: orders, revenue and the finance settings (ADR 0041). */
export const paymentFinanceRoutes = endpointRoutes((deps) => [
  answer(finance.listPaymentOrders, (request) => listPaymentOrders(deps, request.query, request.language)),
  answer(finance.getRevenue, (request) => getRevenue(deps, request.query, request.language)),
  answer(finance.exportRevenue, async (request, reply) =>
    sendAttachment(reply, await exportRevenue(deps, request.query, request.language)),
  ),
  answer(finance.getPaymentSettings, () => getPaymentSettings(deps)),
  answer(finance.updatePaymentSettings, (request) =>
    updatePaymentSettings(deps, auditActorOf(request), request.body),
  ),
  answer(finance.listVisibilityProducts, () => listVisibilityProducts(deps)),
  answer(finance.updateVisibilityProduct, (request) =>
    updateVisibilityProduct(deps, auditActorOf(request), request.params.id, request.body),
  ),
]);
