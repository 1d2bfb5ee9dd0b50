import { desc, eq } from 'drizzle-orm';
import type { PriceChange } from '#contract/properties.js';
import type { Database } from '#server/db/client.js';
import { priceChanges } from '#server/db/schema/index.js';

const SHOWN_CHANGES = 50;

/** The ad's recorded price changes, oldest first: the last 50 (an index range on the ad and the date). */
export async function priceHistory(db: Database, propertyId: number): Promise<PriceChange[]> {
  const rows = await db
    .select({
      oldPrice: priceChanges.oldPrice,
      newPrice: priceChanges.newPrice,
      changedAt: priceChanges.changedAt,
    })
    .from(priceChanges)
    .where(eq(priceChanges.propertyId, propertyId))
    .orderBy(desc(priceChanges.changedAt), desc(priceChanges.id))
    .limit(SHOWN_CHANGES);
  return rows.reverse().map((row) => ({ ...row, changedAt: row.changedAt.toISOString() }));
}
