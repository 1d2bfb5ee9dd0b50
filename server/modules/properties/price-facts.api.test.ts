import { describe, expect, it } from 'vitest';
import * as properties from '#contract/endpoints/properties.js';
import { districtPriceQuery } from '#server/modules/properties/price-facts/district-price-per-metre.js';
import { createAd, industryBody, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { plansWithoutSeqScans } from '#server/test/support/readers/explain-plans.js';
import { useLookups, useSignedIn, useTestServer } from '#server/test/support/suite.js';

/**
 * The details page's price facts: the ad's recorded price changes, oldest first, and the median price
 * per m² of the published ads of its district, category and transaction once there are at least 5.
 */

const server = useTestServer({ MODERATION: 'false' });
const lookups = useLookups(server);
const owner = useSignedIn(server);

const details = async (id: number) => {
  const answer = await server.send(properties.getProperty, { params: { id } });
  expect(answer.status).toBe(200);
  return answer.body;
};
const house = (district: string, price: number, area: number, overrides: Record<string, unknown> = {}) =>
  createAd(
    server,
    owner.token,
    'residence',
    residenceBody(lookups, { district, price, area, ...overrides }),
  ).then((ad) => ad.id);

describe('price history', () => {
  it('is empty for an ad whose price never changed', async () => {
    expect((await details(await house('السلام', 1_000_000, 500))).priceHistory).toEqual([]);
  });

  it('lists every change with its date, oldest first', async () => {
    const start = server.clock.now();
    const id = await house('الربوة', 2_500_000, 500);
    const reprice = (price: number) =>
      createAd(
        server,
        owner.token,
        'residence',
        residenceBody(lookups, { id, district: 'الربوة', price, area: 500 }),
      );
    server.clock.advance(60);
    await reprice(2_400_000);
    server.clock.advance(60);
    await reprice(2_400_000); // the same price: no change
    await reprice(2_250_000);
    const history = (await details(id)).priceHistory;
    expect(history.map(({ oldPrice, newPrice }) => [oldPrice, newPrice])).toEqual([
      [2_500_000, 2_400_000],
      [2_400_000, 2_250_000],
    ]);
    expect(history.map((change) => Date.parse(change.changedAt) - start.getTime())).toEqual([
      60_000, 120_000,
    ]);
  });
});

describe('district median price per m²', () => {
  it('is said only from 5 published ads of the same district, category and transaction', async () => {
    const district = 'الياسمين';
    // Per m²: 1,000 2,000 3,000 4,000.
    const first = await house(district, 400_000, 400);
    await house(district, 800_000, 400);
    await house(district, 1_200_000, 400);
    await house(district, 1_600_000, 400);
    // Not counted: another district, another transaction, another category, one no longer published.
    await house('الملقا', 9_000_000, 400);
    await house(district, 40_000, 400, {
      transactionTypeId: lookups.id('transactiontype', 'rent'),
      rentPeriod: 'yearly',
    });
    await createAd(
      server,
      owner.token,
      'industry',
      industryBody(lookups, { district, price: 1, area: 1000 }),
    );
    const archived = await house(district, 4_000_000, 400);
    await server.send(
      properties.changeStatus,
      { params: { id: archived }, body: { status: 'archived' } },
      {
        token: owner.token,
      },
    );
    expect((await details(first)).districtPricePerMetre).toBeNull();

    await house(district, 4_000_000, 400); // 10,000 per m²
    expect((await details(first)).districtPricePerMetre).toEqual({ median: 3000, count: 5 });
    await house(district, 2_000_000, 400); // 5,000: the median falls between 3,000 and 4,000
    expect((await details(first)).districtPricePerMetre).toEqual({ median: 3500, count: 6 });
  });

  it('is absent for an ad without a district', async () => {
    const id = await house('', 1_000_000, 500);
    expect((await details(id)).districtPricePerMetre).toBeNull();
  });

  it('reads one range of its index, not the catalogue', async () => {
    const [plan] = await plansWithoutSeqScans(server.deps.db, (tx) => [
      districtPriceQuery(tx, {
        cityId: lookups.id('region', 'city:riyadh'),
        district: 'الياسمين',
        category: 1,
        transactionTypeId: lookups.id('transactiontype', 'sale'),
        currency: 'SAR',
        rentPeriod: null,
      }),
    ]);
    expect(plan).toContain('properties_district_price_per_metre_idx');
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
