import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '#server/db/schema/index.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';
import { signIn } from '#server/test/support/clients/sign-in-flow.js';
import { publishedAd } from '#server/test/support/fixtures/conversation-fixtures.js';
import { createAd, loadLookups, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { understandQuery } from './understand-query.js';
import { loadVocabulary } from './load-vocabulary.js';

describe('loadVocabulary', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("reads the lookups' names and the districts of published ads into the query reader's vocabulary", async () => {
    const [l, owner] = await Promise.all([loadLookups(server), signIn(server)]);
    const riyadh = l.id('region', 'city:riyadh');
    const jeddah = l.id('region', 'city:jeddah');
    const inJeddah = {
      regionId: l.id('region', 'region:makkah'),
      cityId: jeddah,
      latitude: 21.58,
      longitude: 39.21,
    };
    const named = await publishedAd(server, l, owner, 'residence', { district: 'النرجس' });
    // Only the demo data has English district names.
    await server.deps.db.update(properties).set({ districtEn: 'Al Narjis' }).where(eq(properties.id, named));
    await publishedAd(server, l, owner, 'residence', { district: 'النرجس' });
    await publishedAd(server, l, owner, 'residence', { ...inJeddah, district: 'الروضة' });
    await createAd(server, owner.token, 'residence', residenceBody(l, { ...inJeddah, district: 'الحمراء' }));

    const vocabulary = await loadVocabulary(server.deps.db);

    expect(understandQuery('فيلا للبيع في الرياض تحت مليونين', vocabulary).filters).toEqual({
      PropertyTypeId: l.id('propertytype', 'villa'),
      TransactionTypeId: l.id('transactiontype', 'sale'),
      CityId: riyadh,
      MaxPrice: 2_000_000,
    });
    expect(understandQuery('شقق منطقة مكة المكرمة', vocabulary).filters).toEqual({
      PropertyTypeId: l.id('propertytype', 'apartment'),
      RegionId: l.id('region', 'region:makkah'),
    });
    const narjis = understandQuery('villa in al narjis', vocabulary);
    expect(narjis.filters.CityId).toBe(riyadh);
    expect(narjis.understood[1]).toMatchObject({
      kind: 'district',
      value: { nameAr: 'النرجس', nameEn: 'Al Narjis' },
    });
    expect(understandQuery('شقة الروضة', vocabulary).filters.CityId).toBe(jeddah);
    // The district of an ad not published is not known: its name stays text.
    const notPublished = understandQuery('شقة جدة الحمراء', vocabulary);
    expect(notPublished.understood.map((item) => item.kind)).toEqual(['propertyType', 'city']);
    expect(notPublished.remainingText).toBe('الحمراء');
  });
});
