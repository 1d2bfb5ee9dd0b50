import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { orders } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import type { PaymentGateway } from '#server/lib/payments/index.js';
import { settleOrder, type SettleDeps } from './settle-order.js';

/**
 * A gateway's webhook (ADR 0041): verified by its secret, then only a reason to settle the order it
 * names, with what the gateway answers when asked. A webhook about an order we do not know is
 * acknowledged and left (the gateway stops sending it).
 */
export async function receiveWebhook(
  deps: SettleDeps &
    Pick<AppDeps, 'log'> & { gateway: Pick<PaymentGateway, 'readWebhook' | 'checkoutState'> },
  body: unknown,
): Promise<void> {
  const event = deps.gateway.readWebhook(body);
  if (!event) throw new AppError('unauthenticated', 'webhookRefused');
  const byCheckout = event.checkoutId ? eq(orders.checkoutId, event.checkoutId) : undefined;
  const [order] = byCheckout ? await deps.db.select({ id: orders.id }).from(orders).where(byCheckout) : [];
  if (!order) {
    deps.log.warn({ event: event.type }, 'payments: a webhook about no order of ours');
    return;
  }
  await settleOrder(deps, order.id);
}
