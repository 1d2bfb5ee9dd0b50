import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { adPromotions, type OrderRow } from '#server/db/schema/index.js';
import { takeBackCredits } from './take-back-credits.js';

type Writer = Pick<Database, 'execute' | 'select' | 'insert' | 'update'>;

const DAY_SECONDS = 86_400;

/**
 * Ends what a refunded order bought (ADR 0041, "Refunds"), at its first refund, full or partial:
 * the customer takes money back instead. A feature's days leave the ad's featuring (never before now;
 * off the site, its paused time); a package's unspent credits leave the office; a bump is over already.
 */
export async function endOrderVisibility(
  tx: Writer,
  order: OrderRow,
  refundId: number,
  at: Date,
): Promise<void> {
  switch (order.productKind) {
    case 'feature':
      if (order.propertyId !== null && order.days !== null) {
        await removeFeatureDays(tx, order.propertyId, order.days, at);
      }
      return;
    case 'credits':
      if (order.officeId !== null && order.credits !== null) {
        await takeBackCredits(tx, {
          officeId: order.officeId,
          orderId: order.id,
          refundId,
          productCode: order.productCode,
          credits: order.credits,
          at,
        });
      }
      return;
    case 'bump':
      return;
  }
}

/**
 * Takes a feature's days off an ad's paid featuring, timed by the database's clock like the grant
 * (grant-feature.ts): from `featured_until` while it runs, not below now; from the paused time while
 * the ad is off the site, not below zero. Days bought by other orders stay.
 */
async function removeFeatureDays(tx: Writer, propertyId: number, days: number, at: Date): Promise<void> {
  const seconds = days * DAY_SECONDS;
  await tx.execute(sql`
    update ${adPromotions} set
      featured_until = case when featured_until is null or featured_until <= now() then featured_until
        else greatest(now(), featured_until - make_interval(secs => ${seconds})) end,
      paused_seconds = greatest(0, paused_seconds - ${seconds}),
      updated_at = ${at}
    where property_id = ${propertyId}`);
}
