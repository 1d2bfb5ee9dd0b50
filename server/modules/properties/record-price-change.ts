import { priceChanges } from '../../db/schema/index.js';
import type { Database } from '../../db/client.js';

import { notifyPriceDrop, type NotifiedProperty } from '../notifications/events.js';

type Executor = Pick<Database, 'insert' | 'select' | 'update' | 'execute'>;

/** The ad as it was before the save, in the same transaction. */
export interface PriceBefore {
  price: number;
  currency: string;
  status: string;
}

/**
 * Records a new price of an ad. A lower price (same currency, as stored: 2 decimals) on a published
 * ad tells everyone who saved it.
 */
export async function recordPriceChange(
  tx: Executor,
  now: Date,
  property: NotifiedProperty,
  before: PriceBefore,
  price: { newPrice: number; currency: string },
) {
  if (before.price !== price.newPrice) {
    await tx
      .insert(priceChanges)
      .values({ propertyId: property.id, oldPrice: before.price, newPrice: price.newPrice, changedAt: now });
  }
  const storedPrice = Math.round(price.newPrice * 100) / 100;
  if (before.status === 'published' && storedPrice < before.price && before.currency === price.currency) {
    await notifyPriceDrop(tx, now, property, {
      oldPrice: before.price,
      newPrice: storedPrice,
      currency: price.currency,
    });
  }
}
