import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as paymentsApi from '#contract/endpoints/payments.js';
import { visibilityProducts } from '#server/db/schema/index.js';
import { insertPaymentSettings } from '#server/test/support/fixtures/payment-fixtures.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';

/** The products on sale as the buyer's screens read them (docs/decisions/0041-paid-visibility.md). */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const products = (language: 'ar' | 'en') =>
  server.send(paymentsApi.listVisibilityProducts, undefined, { language });

describe('the products on sale', () => {
  it('are none until staff set the seller and VAT up, since nothing can be ordered', async () => {
    const answer = await products('en');
    expect(answer.status).toBe(200);
    expect(answer.body.items).toEqual([]);
  });

  it('are listed in staff order with net, VAT, total and credit cost in halalas, named in the caller’s language', async () => {
    await insertPaymentSettings(server.deps.db, server.clock.now());
    const english = await products('en');
    expect(english.status).toBe(200);
    expect(english.body.items.map((item) => item.code)).toEqual([
      'feature-7',
      'feature-14',
      'feature-30',
      'bump',
      'credits-10',
      'credits-30',
      'credits-100',
    ]);
    expect(english.body.items[0]).toEqual({
      code: 'feature-7',
      kind: 'feature',
      days: 7,
      credits: null,
      creditCost: 3,
      net: 4_900,
      vatRateBasisPoints: 1500,
      vat: 735,
      total: 5_635,
      name: 'Feature the ad for 7 days',
    });
    expect(english.body.items.find((item) => item.code === 'bump')).toMatchObject({
      kind: 'bump',
      days: null,
      credits: null,
      creditCost: 1,
      net: 1_900,
      vat: 285,
      total: 2_185,
    });
    expect(english.body.items.find((item) => item.code === 'credits-30')).toMatchObject({
      kind: 'credits',
      credits: 30,
      creditCost: null,
      net: 39_900,
      vat: 5_985,
      total: 45_885,
    });
    const arabic = await products('ar');
    expect(arabic.body.items[3]?.name).toBe('رفع الإعلان إلى أعلى الأحدث');
  });

  it('follow the VAT rate of new orders, and leave out what is not on sale', async () => {
    await insertPaymentSettings(server.deps.db, server.clock.now(), 500);
    await server.deps.db
      .update(visibilityProducts)
      .set({ onSale: false })
      .where(eq(visibilityProducts.code, 'feature-14'));
    const answer = await products('en');
    expect(answer.body.items.map((item) => item.code)).not.toContain('feature-14');
    expect(answer.body.items[0]).toMatchObject({
      net: 4_900,
      vatRateBasisPoints: 500,
      vat: 245,
      total: 5_145,
    });
  });
});
