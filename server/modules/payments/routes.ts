import * as payments from '#contract/endpoints/payments.js';
import type { AppDeps } from '#server/deps.js';
import { userOf } from '#server/lib/auth/authenticate.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { AppError } from '#server/lib/errors.js';
import { sendAttachment } from '#server/lib/file-attachment.js';
import { GatewayRefusal, GatewayUnavailable } from '#server/lib/payments/index.js';
import { createOrder } from './create-order.js';
import { getOrder } from './get-order.js';
import { listProducts } from './list-products.js';
import { listTaxDocuments } from './list-tax-documents.js';
import { toOrderView } from './order-view.js';
import { receiveWebhook } from './receive-webhook.js';
import { taxDocumentPdf } from './tax-document-pdf.js';

/** A gateway that cannot be reached or says no is the buyer's 503 or 422, never our 500. */
async function throughGateway<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GatewayUnavailable) {
      throw new AppError('unavailable', 'paymentGatewayUnavailable', { retryAfterSeconds: 30 });
    }
    if (error instanceof GatewayRefusal) throw new AppError('invalid', 'paymentGatewayRefused');
    throw error;
  }
}

/** /api/website/payments: orders, the gateway's webhook and the buyer's tax documents (docs/decisions/0041-paid-visibility.md). */
export const paymentRoutes = endpointRoutes((deps: AppDeps) => [
  answer(payments.listVisibilityProducts, (request) => listProducts(deps, request.language)),
  answer(payments.createOrder, (request) =>
    throughGateway(async () => {
      const { order, redirectUrl } = await createOrder(deps, userOf(request), request.body);
      return toOrderView(deps.db, order, redirectUrl);
    }),
  ),
  answer(payments.getOrder, (request) =>
    throughGateway(() => getOrder(deps, userOf(request), request.params.id)),
  ),
  answer(payments.receiveMoyasarWebhook, (request) =>
    throughGateway(() => receiveWebhook(deps, request.body)),
  ),
  answer(payments.listMyTaxDocuments, (request) =>
    listTaxDocuments(deps, userOf(request), request.query, request.language),
  ),
  answer(payments.downloadTaxDocument, async (request, reply) =>
    sendAttachment(reply, await taxDocumentPdf(deps, userOf(request), request.params.id)),
  ),
]);
