import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as properties from '#contract/endpoints/properties.js';
import { properties as propertiesTable, propertySearch } from '#server/db/schema/index.js';
import { rebuildSearch } from '#server/modules/search/indexing/rebuild-search.js';
import { createAd, industryBody, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { publish } from '#server/test/support/fixtures/conversation-fixtures.js';
import { useLookups, useSignedIn, useTestServer } from '#server/test/support/suite.js';

/** Issue 16: the search table holds exactly the published ads, as they are, after every kind of write. */

const server = useTestServer();
const l = useLookups(server);
const owner = useSignedIn(server);

const rowOf = async (id: number) =>
  (await server.deps.db.select().from(propertySearch).where(eq(propertySearch.id, id)))[0];
const snapshot = () =>
  server.deps.db
    .select({ id: propertySearch.id, row: sql<string>`${propertySearch}::text` })
    .from(propertySearch)
    .orderBy(asc(propertySearch.id));

describe('the search table follows every write', () => {
  it('holds an ad once published, with its details, and drops it when it goes back to review', async () => {
    const ad = await createAd(server, owner.token, 'residence', residenceBody(l, { bedrooms: 4 }));
    expect(await rowOf(ad.id)).toBeUndefined();
    await publish(server, ad.id);
    expect(await rowOf(ad.id)).toMatchObject({ id: ad.id, category: 1, bedrooms: 4, price: 2_500_000 });
    expect((await rowOf(ad.id))?.document).toContain('فيلا');

    await createAd(server, owner.token, 'residence', residenceBody(l, { id: ad.id, bedrooms: 5 }));
    expect(await rowOf(ad.id)).toBeUndefined();
    await publish(server, ad.id);
    expect(await rowOf(ad.id)).toMatchObject({ bedrooms: 5 });
  });

  it('drops a sold ad and a deleted one; a view changes nothing in it', async () => {
    const sold = await createAd(server, owner.token, 'residence', residenceBody(l));
    const removed = await createAd(server, owner.token, 'industry', industryBody(l));
    await publish(server, sold.id);
    await publish(server, removed.id);
    const before = await rowOf(sold.id);
    expect((await server.send(properties.getProperty, { params: { id: sold.id } })).status).toBe(200);
    expect(await rowOf(sold.id)).toEqual(before);

    const status = await server.send(
      properties.changeStatus,
      { params: { id: sold.id }, body: { status: 'sold' } },
      { token: owner.token },
    );
    expect(status.status).toBe(204);
    expect(await rowOf(sold.id)).toBeUndefined();
    const deleted = await server.send(
      properties.deleteProperty,
      { params: { id: removed.id } },
      { token: owner.token },
    );
    expect(deleted.status).toBe(204);
    expect(await rowOf(removed.id)).toBeUndefined();
  });

  it('a bulk rebuild gives the same rows as the triggers', async () => {
    const kept = await snapshot();
    expect(kept.length).toBeGreaterThan(0);
    await server.deps.db.update(propertiesTable).set({ lexemesVersion: 0 });
    expect((await rebuildSearch(server.deps.db)).ads).toBeGreaterThanOrEqual(kept.length);
    expect(await snapshot()).toEqual(kept);
    // Ads the current analyser made are not analysed again; the rows are filled again all the same.
    await server.deps.db.execute(sql`delete from property_search`);
    expect(await rebuildSearch(server.deps.db)).toEqual({ ads: 0 });
    expect(await snapshot()).toEqual(kept);
  });
});
