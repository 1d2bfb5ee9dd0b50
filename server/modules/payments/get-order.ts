import { and, eq } from 'drizzle-orm';
import type { OrderView } from '#contract/payments.js';
import { orders } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError } from '#server/lib/errors.js';
import { toOrderView } from './order-view.js';
import { settleOrder, type SettleDeps } from './settle-order.js';

/**
 * The buyer's order, settled first when it waits (the page the gateway returns them to asks this):
 * what the gateway says now decides, never the return URL's parameters. 404 for anyone else.
 */
export async function getOrder(deps: SettleDeps, caller: AuthUser, orderId: string): Promise<OrderView> {
  const mine = and(eq(orders.id, orderId), eq(orders.buyerId, caller.id));
  const [order] = await deps.db.select().from(orders).where(mine);
  if (!order) throw new AppError('notFound', 'notFound');
  if (order.status === 'pending') await settleOrder(deps, orderId);
  const [now] = await deps.db.select().from(orders).where(mine);
  return toOrderView(deps.db, now ?? order, null);
}
