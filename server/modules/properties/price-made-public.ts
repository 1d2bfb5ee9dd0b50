import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { properties, type PropertyRow } from '#server/db/schema/index.js';
import { announce } from '#server/lib/domain-events.js';
import { notifyPriceDrop } from '../notifications/index.js';
import { AD_MADE_PUBLIC } from './ad-events.js';
import { recordPriceChange } from './record-price-change.js';

type Executor = Pick<Database, 'insert' | 'select' | 'update' | 'execute'>;

/**
 * Called whenever an ad may have become public as it now is. A price other than the one the public
 * last saw, in the same currency, enters the ad's price history; a lower one tells everyone who saved
 * the ad, with the text that is public now. Prices set while the ad waited for review (its owner's
 * or staff's corrections) are not history: only what the public saw is.
 * An ad that is not published says nothing: an edit waiting for review is announced at approval.
 * Its first publication, and a lower price, are announced (AD_MADE_PUBLIC) in the same transaction.
 */
export async function priceMadePublic(tx: Executor, now: Date, ad: PropertyRow): Promise<void> {
  if (ad.status !== 'published') return;
  const seen = ad.publishedPrice;
  const sameCurrency = ad.publishedCurrency === ad.currency;
  if (seen === null) await announce(tx, now, AD_MADE_PUBLIC, { propertyId: ad.id, news: { kind: 'new' } });
  if (seen !== null && sameCurrency) {
    await recordPriceChange(tx, now, ad.id, { oldPrice: seen, newPrice: ad.price });
  }
  if (seen !== null && sameCurrency && ad.price < seen) {
    const drop = { oldPrice: seen, newPrice: ad.price, currency: ad.currency };
    await notifyPriceDrop(tx, now, ad, drop);
    await announce(tx, now, AD_MADE_PUBLIC, { propertyId: ad.id, news: { kind: 'priceDrop', ...drop } });
  }
  if (seen === ad.price && sameCurrency) return;
  await tx
    .update(properties)
    .set({ publishedPrice: ad.price, publishedCurrency: ad.currency })
    .where(eq(properties.id, ad.id));
}
