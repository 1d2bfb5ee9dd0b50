import { priceChanges } from '#server/db/schema/index.js';
import type { Database } from '#server/db/client.js';

/** Keeps the ad's price history: a row for every new public price (price-made-public.ts). */
export async function recordPriceChange(
  tx: Pick<Database, 'insert'>,
  now: Date,
  propertyId: number,
  price: { oldPrice: number; newPrice: number },
): Promise<void> {
  if (price.oldPrice === price.newPrice) return;
  await tx.insert(priceChanges).values({ propertyId, ...price, changedAt: now });
}
