import { existsSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as agents from '#contract/endpoints/agents.js';
import * as payments from '#contract/endpoints/payments.js';
import * as properties from '#contract/endpoints/properties.js';
import {
  agents as agentsTable,
  industryDetails,
  lookups,
  paymentSettings,
  priceChanges,
  propertyFeatures,
  propertyMedia,
  properties as propertiesTable,
  residenceDetails,
} from '#server/db/schema/index.js';
import { photoMatches } from '#server/modules/properties/index.js';
import { seedDemoCatalogue, type DemoSeedResult } from '#server/db/seed/demo-catalogue.js';
import { useTestServer } from '#server/test/support/suite.js';

let result: DemoSeedResult | undefined;

const server = useTestServer({}, { timeout: 300_000 });
beforeAll(async () => {
  result = await seedDemoCatalogue(server.deps);
}, 300_000);

const distanceKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

describe('demo catalogue', () => {
  it('publishes at least 150 ads of both categories through the public API', async () => {
    expect(result?.properties).toBeGreaterThanOrEqual(150);
    const all = await server.send(properties.listProperties, { query: { PageSize: 1 } });
    expect(all.body.totalDataCount).toBeGreaterThanOrEqual(150);
    const industrial = await server.send(properties.listIndustries, { query: { PageSize: 1 } });
    const residential = await server.send(properties.listRecidences, { query: { PageSize: 1 } });
    expect(industrial.body.totalDataCount).toBeGreaterThan(30);
    expect(residential.body.totalDataCount).toBeGreaterThan(60);
  });

  it('uses every entry of every lookup list', async () => {
    const rows = await server.deps.db.select().from(lookups);
    const used = new Set<number>();
    for (const row of await server.deps.db.select().from(propertiesTable)) {
      for (const id of [row.transactionTypeId, row.propertyTypeId, row.regionId, row.cityId]) used.add(id);
    }
    for (const row of await server.deps.db.select().from(residenceDetails)) {
      for (const id of [row.floorId, row.buildTypeId]) if (id) used.add(id);
    }
    for (const row of await server.deps.db.select().from(industryDetails))
      if (row.industryTypeId) used.add(row.industryTypeId);
    for (const row of await server.deps.db.select().from(propertyFeatures)) used.add(row.lookupId);
    const unused = rows.filter((row) => !used.has(row.id)).map((row) => `${row.kind}:${row.key ?? ''}`);
    expect(unused).toEqual([]);
  });

  it('places every ad inside its city', async () => {
    const cities = new Map(
      (await server.deps.db.select().from(lookups).where(eq(lookups.kind, 'region'))).map((row) => [
        row.id,
        row,
      ]),
    );
    for (const row of await server.deps.db.select().from(propertiesTable)) {
      const city = cities.get(row.cityId);
      expect(city?.parentId).toBe(row.regionId);
      const km = distanceKm(
        { lat: row.latitude ?? 0, lng: row.longitude ?? 0 },
        { lat: city?.latitude ?? 0, lng: city?.longitude ?? 0 },
      );
      expect(km, `${row.id} in ${city?.nameEn ?? '?'}`).toBeLessThan(40);
    }
  });

  it('gives every ad 3 to 6 photos whose files exist, and a sensible price', async () => {
    const media = await server.deps.db
      .select({ propertyId: propertyMedia.propertyId, n: count() })
      .from(propertyMedia)
      .groupBy(propertyMedia.propertyId);
    expect(media).toHaveLength(result?.properties ?? 0);
    for (const row of media) {
      expect(row.n).toBeGreaterThanOrEqual(3);
      expect(row.n).toBeLessThanOrEqual(6);
    }
    const sample = await server.send(properties.getProperty, { params: { id: 1 } });
    for (const item of sample.body.media) {
      expect(item.sources.map((source) => source.width)).toEqual([480, 720, 960, 1280]);
      for (const url of [...item.sources.map((source) => source.url), item.thumbUrl]) {
        expect(existsSync(path.join(server.dataDir, url))).toBe(true);
      }
    }
    const cheapest = await server.send(properties.listProperties, {
      query: { SortBy: 'priceAsc', PageSize: 1 },
    });
    expect(cheapest.body.data[0]?.price).toBeGreaterThan(0);
  });

  it('carries price histories on some ads, each ending at the ad’s price after its publication', async () => {
    const changed = await server.deps.db
      .selectDistinct({ propertyId: priceChanges.propertyId })
      .from(priceChanges);
    expect(changed.length).toBeGreaterThanOrEqual(20);
    for (const { propertyId } of changed.slice(0, 10)) {
      const ad = await server.send(properties.getProperty, { params: { id: propertyId } });
      const history = ad.body.priceHistory;
      expect(history.at(-1)?.newPrice).toBe(ad.body.price);
      for (const [turn, change] of history.entries()) {
        expect(change.oldPrice).not.toBe(change.newPrice);
        expect(Date.parse(change.changedAt)).toBeGreaterThan(Date.parse(ad.body.publishedAt ?? ''));
        if (turn > 0) expect(change.oldPrice).toBe(history[turn - 1]?.newPrice);
      }
    }
  });

  it('gives no two ads the same or a very similar photo', async () => {
    const photos = await server.deps.db
      .select({ id: propertyMedia.id, propertyId: propertyMedia.propertyId, dhash: propertyMedia.dhash })
      .from(propertyMedia);
    const hashed = photos.flatMap((photo) =>
      photo.dhash === null ? [] : [{ ...photo, dhash: photo.dhash }],
    );
    expect(hashed).toHaveLength(result?.photos ?? -1);
    const shared = photoMatches(hashed, hashed).filter(({ photo, original }) => photo.id !== original.id);
    expect(shared).toEqual([]);
    console.info(`demo catalogue: ${result?.photos} photos in ${result?.milliseconds} ms`);
  });

  it('has 8 agents with listings and a dozen featured ads', async () => {
    const list = await server.send(agents.listAgents, { query: { PageSize: 100 } });
    expect(list.body.totalDataCount).toBe(8);
    expect(list.body.data.every((agent) => agent.propertiesCount > 0)).toBe(true);
    const featured = await server.send(properties.listProperties, { query: { IsFeatured: true } });
    expect(featured.body.totalDataCount).toBe(12);
  });

  it('sells visibility on the development gateway, under a seller named as demo data', async () => {
    const products = await server.send(payments.listVisibilityProducts, undefined, { language: 'en' });
    expect(products.status).toBe(200);
    const week = products.body.items.find((product) => product.code === 'feature-7');
    expect(week).toMatchObject({ net: 4_900, vat: 735, total: 5_635 });
    const [seller] = await server.deps.db.select().from(paymentSettings);
    expect(seller?.sellerNameEn).toContain('demo data');
  });

  it('clamps PageSize above 100', async () => {
    // An explicit order: the default one's first page leaves out the featured ads standing above it.
    const answer = await server.send(properties.listProperties, {
      query: { PageSize: 1000, SortBy: 'newest' },
    });
    expect(answer.body.data).toHaveLength(100);
    expect(answer.body.totalPages).toBe(Math.ceil(answer.body.totalDataCount / 100));
  });

  it('does nothing when the catalogue is not empty', async () => {
    expect(await seedDemoCatalogue(server.deps)).toBeUndefined();
    const [agentCount] = await server.deps.db.select({ n: count() }).from(agentsTable);
    expect(agentCount?.n).toBe(8);
  });
});
