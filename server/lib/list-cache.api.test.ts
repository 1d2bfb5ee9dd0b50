import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EndpointInput } from '#contract/endpoint.js';
import * as properties from '#contract/endpoints/properties.js';
import type { SearchResults } from '#contract/properties.js';
import { properties as propertiesTable } from '#server/db/schema/index.js';
import { createAd, loadLookups, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { signIn } from '#server/test/support/clients/sign-in-flow.js';
import {
  startTestServer,
  type CallOptions,
  type TestServer,
} from '#server/test/support/servers/test-server.js';
import { useLookups, useSignedIn, useTestServer } from '#server/test/support/suite.js';

const server = useTestServer({ MODERATION: 'off' });
const l = useLookups(server);
const owner = useSignedIn(server);

type ListQuery = EndpointInput<typeof properties.listProperties>['query'];

async function list(target: TestServer, query: ListQuery = {}, options: CallOptions = {}) {
  const answer = await target.send(properties.listProperties, { query }, options);
  expect(answer.status).toBe(200);
  return answer.body;
}

const priceOf = (answer: SearchResults, id: number) => answer.data.find((item) => item.id === id)?.price;

/** A change made behind the API's back, which the cache cannot know about. */
async function setPriceDirectly(target: TestServer, id: number, price: number) {
  await target.deps.db.update(propertiesTable).set({ price }).where(eq(propertiesTable.id, id));
}

describe('the cache of anonymous catalogue lists', () => {
  it('answers anonymous callers from memory for 5 s; signed-in callers always read the database', async () => {
    const ad = await createAd(server, owner.token, 'residence', residenceBody(l, { price: 1_000_000 }));
    expect(priceOf(await list(server), ad.id)).toBe(1_000_000);
    await setPriceDirectly(server, ad.id, 900_000);
    server.clock.advance(4);
    expect(priceOf(await list(server), ad.id)).toBe(1_000_000);
    expect(priceOf(await list(server, {}, { token: owner.token }), ad.id)).toBe(900_000);
  });

  it('then serves the stale answer while one refresh runs, and the fresh one after it', async () => {
    const ad = await createAd(server, owner.token, 'residence', residenceBody(l, { price: 700_000 }));
    await list(server);
    await setPriceDirectly(server, ad.id, 650_000);
    server.clock.advance(6);
    expect(priceOf(await list(server), ad.id)).toBe(700_000);
    let price: number | undefined = 700_000;
    for (let attempt = 0; attempt < 50 && price === 700_000; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      price = priceOf(await list(server), ad.id);
    }
    expect(price).toBe(650_000);
  });

  it('asks the database again once the stale window (15 s more) has passed', async () => {
    const ad = await createAd(server, owner.token, 'residence', residenceBody(l, { price: 500_000 }));
    await list(server);
    await setPriceDirectly(server, ad.id, 480_000);
    server.clock.advance(21);
    expect(priceOf(await list(server), ad.id)).toBe(480_000);
  });

  it('is emptied by every successful write, so a new ad shows at once', async () => {
    const before = await list(server);
    const ad = await createAd(server, owner.token, 'residence', residenceBody(l));
    const after = await list(server);
    expect(after.totalDataCount).toBe(before.totalDataCount + 1);
    expect(after.data.map((item) => item.id)).toContain(ad.id);
  });

  it('is not emptied by a refused write', async () => {
    const ad = await createAd(server, owner.token, 'residence', residenceBody(l, { price: 400_000 }));
    await list(server);
    await setPriceDirectly(server, ad.id, 390_000);
    const refused = await server.send(
      properties.saveResidence,
      { body: { titleAr: '' } as never },
      { token: owner.token },
    );
    expect(refused.status).toBe(422);
    expect(priceOf(await list(server), ad.id)).toBe(400_000);
    server.deps.listCache.clear();
  });

  it('keeps languages, categories and queries apart', async () => {
    const ad = await createAd(
      server,
      owner.token,
      'residence',
      residenceBody(l, { titleAr: 'شقة مخزنة', titleEn: 'Cached flat' }),
    );
    const titleIn = (answer: SearchResults) => answer.data.find((item) => item.id === ad.id)?.title;
    expect(titleIn(await list(server, {}, { language: 'ar' }))).toBe('شقة مخزنة');
    expect(titleIn(await list(server, {}, { language: 'en' }))).toBe('Cached flat');
    expect((await list(server, { PageSize: 1, PageNumber: 0 })).data).toHaveLength(1);
    expect((await list(server, { PageSize: 100, Category: 2 })).data.map((item) => item.id)).not.toContain(
      ad.id,
    );
    const residential = await server.send(properties.listResidences, { query: { PageSize: 100 } });
    const industrial = await server.send(properties.listIndustries, { query: { PageSize: 100 } });
    expect(residential.body.data.map((item) => item.id)).toContain(ad.id);
    expect(industrial.body.data.map((item) => item.id)).not.toContain(ad.id);
  });

  it('is off with LIST_CACHE_SECONDS=0', async () => {
    const uncached = await startTestServer({ MODERATION: 'off', LIST_CACHE_SECONDS: '0' });
    try {
      const lookups = await loadLookups(uncached);
      const seller = await signIn(uncached);
      const ad = await createAd(
        uncached,
        seller.token,
        'residence',
        residenceBody(lookups, { price: 300_000 }),
      );
      expect(priceOf(await list(uncached), ad.id)).toBe(300_000);
      await setPriceDirectly(uncached, ad.id, 290_000);
      expect(priceOf(await list(uncached), ad.id)).toBe(290_000);
    } finally {
      await uncached.close();
    }
  });
});

describe('Vary on API answers', () => {
  const varyOf = (answer: Response) =>
    (answer.headers.get('vary') ?? '').split(',').map((field) => field.trim().toLowerCase());

  it('a list answer varies on Accept-Language and, compressed, on Accept-Encoding', async () => {
    for (const price of [510_000, 520_000, 530_000]) {
      await createAd(server, owner.token, 'residence', residenceBody(l, { price }));
    }
    const answer = await fetch(`${server.url}${properties.listProperties.path}?PageSize=20`, {
      headers: { 'accept-encoding': 'br, gzip', 'accept-language': 'en' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(varyOf(answer)).toEqual(expect.arrayContaining(['accept-language', 'accept-encoding']));
  });

  it('an error answer varies on Accept-Language', async () => {
    const notFound = await fetch(`${server.url}/api/website/no-such-route`, {
      headers: { 'accept-encoding': 'br, gzip', 'accept-language': 'en' },
    });
    expect(notFound.status).toBe(404);
    expect(varyOf(notFound)).toContain('accept-language');
    const invalid = await fetch(`${server.url}${properties.listProperties.path}?PageSize=abc`, {
      headers: { 'accept-language': 'en' },
    });
    expect(invalid.status).toBe(422);
    expect(varyOf(invalid)).toContain('accept-language');
  });
});
