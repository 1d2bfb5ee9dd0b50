import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as paymentsApi from '#contract/endpoints/payments.js';
import { visibilityProducts } from '#server/db/schema/index.js';
import { insertPaymentSettings } from '#server/test/support/fixtures/payment-fixtures.js';
import { useTestServer } from '#server/test/support/suite.js';

/**
 * What is on sale (docs/decisions/0041-paid-visibility.md, "Products and prices are settings"): the
 * buy dialog's prices, with VAT at today's rate, in the reader's language, for anyone.
 */

const server = useTestServer();
const list = (language: 'ar' | 'en') =>
  server.send(paymentsApi.listVisibilityProducts, undefined, { language });

describe('the products on sale', () => {
  it('are refused until payments are set up, then listed in staff’s order with VAT at today’s rate', async () => {
    const before = await list('en');
    expect(before.status).toBe(409);

    await insertPaymentSettings(server.deps.db, server.clock.now());
    const english = await list('en');
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
    const arabic = await list('ar');
    expect(arabic.body.items[0]?.name).toBe('تمييز الإعلان 7 أيام');
  });

  it('leave out what is not on sale, and a new VAT rate prices them anew (rounded half up)', async () => {
    await server.deps.db
      .update(visibilityProducts)
      .set({ onSale: false })
      .where(eq(visibilityProducts.code, 'feature-14'));
    // 12.5 % of 4,900 is 612.5, rounded up to 613.
    await insertPaymentSettings(server.deps.db, server.clock.now(), 1250);
    const { body } = await list('en');
    expect(body.items.map((item) => item.code)).not.toContain('feature-14');
    expect(body.items[0]).toMatchObject({ net: 4_900, vatRateBasisPoints: 1250, vat: 613, total: 5_513 });
  });
});
