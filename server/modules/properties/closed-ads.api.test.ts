import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as properties from '#contract/endpoints/properties.js';
import { MAX_MAP_ZOOM } from '#contract/limits.js';
import { properties as propertyTable, propertySearch } from '#server/db/schema/index.js';
import { createAd, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { useLookups, useSignedIn, useTestServer } from '#server/test/support/suite.js';

/**
 * Sold and rented ads leave the public lists, search, map and counts at once, and stay reachable by
 * their URL, marked by their status, for SOLD_VISIBLE_DAYS (30 by default); then only their owner
 * sees them.
 */

// A list cache as in production: the change must empty it.
const server = useTestServer({ MODERATION: 'false', LIST_CACHE_SECONDS: '60' });
const lookups = useLookups(server);
const owner = useSignedIn(server);
const visitor = useSignedIn(server);

async function ad(kind: 'sale' | 'rent', title: string, place = {}): Promise<number> {
  const body = residenceBody(lookups, {
    titleEn: title,
    ...place,
    transactionTypeId: lookups.id('transactiontype', kind),
    ...(kind === 'rent' ? { rentPeriod: 'yearly' } : {}),
  });
  return (await createAd(server, owner.token, 'residence', body)).id;
}

const close = (id: number, status: 'sold' | 'rented') =>
  server.send(properties.changeStatus, { params: { id }, body: { status } }, { token: owner.token });

/** The ad's closing moves `days` into the past. */
const daysPass = (id: number, days: number) =>
  server.deps.db
    .update(propertyTable)
    .set({ closedAt: sql`${propertyTable.closedAt} - ${days} * interval '1 day'` })
    .where(eq(propertyTable.id, id));

const listed = async (query: Record<string, unknown> = {}) =>
  (await server.send(properties.listProperties, { query: { PageSize: 100, ...query } })).body;

describe('a sold or rented ad', () => {
  it('leaves the public list, its count, the map and the search table at once', async () => {
    const id = await ad('sale', 'Closing villa', { latitude: 21.15, longitude: 39.45 });
    const before = await listed();
    expect(before.data.map((item) => item.id)).toContain(id);
    const map = () =>
      server.send(properties.mapProperties, {
        query: { MinLat: 21.1, MaxLat: 21.2, MinLng: 39.4, MaxLng: 39.5, Zoom: MAX_MAP_ZOOM },
      });
    expect(JSON.stringify((await map()).body)).toContain(`"id":${id}`);

    expect((await close(id, 'sold')).status).toBe(204);

    const after = await listed();
    expect(after.data.map((item) => item.id)).not.toContain(id);
    expect(after.totalDataCount).toBe(before.totalDataCount - 1);
    expect(JSON.stringify((await map()).body)).not.toContain(`"id":${id}`);
    const rows = await server.deps.db
      .select({ id: propertySearch.id })
      .from(propertySearch)
      .where(eq(propertySearch.id, id));
    expect(rows).toEqual([]);
  });

  it('stays reachable by its URL, marked, for 30 days, then only its owner sees it', async () => {
    const sold = await ad('sale', 'Sold villa');
    const rented = await ad('rent', 'Rented flat');
    expect((await close(sold, 'sold')).status).toBe(204);
    expect((await close(rented, 'rented')).status).toBe(204);

    for (const [id, status] of [
      [sold, 'sold'],
      [rented, 'rented'],
    ] as const) {
      const anonymous = await server.send(properties.getProperty, { params: { id } });
      expect(anonymous.status).toBe(200);
      expect(anonymous.body.status).toBe(status);
      const signedIn = await server.send(
        properties.getProperty,
        { params: { id } },
        { token: visitor.token },
      );
      expect(signedIn.status).toBe(200);
    }
    const page = await fetch(`${server.url}/RecidenceDetailes/${sold}`, { headers: { cookie: 'lang=ar' } });
    expect(page.status).toBe(200);

    // A closed ad's views are not counted.
    const [{ views } = { views: -1 }] = await server.deps.db
      .select({ views: propertyTable.views })
      .from(propertyTable)
      .where(eq(propertyTable.id, sold));
    expect(views).toBe(0);

    await daysPass(sold, 29);
    expect((await server.send(properties.getProperty, { params: { id: sold } })).status).toBe(200);
    await daysPass(sold, 1.01);
    expect((await server.send(properties.getProperty, { params: { id: sold } })).status).toBe(404);
    expect(
      (await server.send(properties.getProperty, { params: { id: sold } }, { token: visitor.token })).status,
    ).toBe(404);
    const gone = await fetch(`${server.url}/RecidenceDetailes/${sold}`);
    expect(gone.status).toBe(404);

    const mine = await server.send(properties.getProperty, { params: { id: sold } }, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body.status).toBe('sold');
    const myAds = await server.send(
      properties.listOwnProperties,
      { query: { Status: 'sold', PageSize: 100 } },
      { token: owner.token },
    );
    expect(myAds.body.data.map((item) => item.id)).toContain(sold);
  });

  it('archived, pending and expired ads stay hidden from the public', async () => {
    const id = await ad('sale', 'Archived villa');
    const archived = await server.send(
      properties.changeStatus,
      { params: { id }, body: { status: 'archived' } },
      { token: owner.token },
    );
    expect(archived.status).toBe(204);
    expect((await server.send(properties.getProperty, { params: { id } })).status).toBe(404);
    await server.deps.db.update(propertyTable).set({ status: 'expired' }).where(eq(propertyTable.id, id));
    expect((await server.send(properties.getProperty, { params: { id } })).status).toBe(404);
  });
});
