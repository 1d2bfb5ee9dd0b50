import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDefinition, EndpointInput } from '#contract/endpoint.js';
import * as account from '#contract/endpoints/account.js';
import * as properties from '#contract/endpoints/properties.js';
import * as reportsApi from '#contract/endpoints/reports.js';
import { priceChanges, properties as propertiesTable } from '#server/db/schema/index.js';
import {
  createAd,
  industryBody,
  loadLookups,
  residenceBody,
} from '#server/test/support/fixtures/catalogue-fixtures.js';
import { signIn } from '#server/test/support/clients/sign-in-flow.js';
import {
  startTestServer,
  type CallOptions,
  type TestServer,
} from '#server/test/support/servers/test-server.js';
import { establishedUser } from '#server/test/support/fixtures/report-fixtures.js';
import { useLookups, useSignedIn, useTestServer } from '#server/test/support/suite.js';

const server = useTestServer();
const l = useLookups(server);
const owner = useSignedIn(server);
const stranger = useSignedIn(server);

async function publish(id: number) {
  await server.deps.db.update(propertiesTable).set({ status: 'published' }).where(eq(propertiesTable.id, id));
}

const nameOf = (endpoint: EndpointDefinition) => `${endpoint.method} ${endpoint.path}`;
type StatusInput = EndpointInput<typeof properties.changeStatus>['body'];
type OneAd = (typeof properties)['getProperty' | 'getResidence' | 'getIndustry'];
const detail = (id: number, token?: string, endpoint: OneAd = properties.getProperty, agent?: string) =>
  server.send(
    endpoint,
    { params: { id } },
    { token, language: 'en', ...(agent ? { headers: { 'user-agent': agent } } : {}) },
  );

describe('creating and editing own ads (MODERATION=on)', () => {
  it('a new ad is pending, visible to its owner only', async () => {
    const created = await createAd(server, owner.token, 'residence', residenceBody(l));
    expect(created).toMatchObject({ status: 'pending', isOwner: true, title: 'فيلا للبيع في حي النرجس' });
    expect((await detail(created.id, owner.token)).status).toBe(200);
    expect((await detail(created.id, stranger.token)).status).toBe(404);
    expect((await detail(created.id)).status).toBe(404);
    const publicList = await server.send(properties.listProperties);
    expect(publicList.body.data.map((item) => item.id)).not.toContain(created.id);
  });

  it('getall lists the caller’s own ads in every status, and only theirs', async () => {
    const mine = await createAd(server, owner.token, 'industry', industryBody(l));
    const theirs = await createAd(server, stranger.token, 'residence', residenceBody(l));
    const answer = await server.send(
      properties.listOwnProperties,
      { query: { PageSize: 100 } },
      { token: owner.token },
    );
    const ids = answer.body.data.map((item) => item.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    const pending = await server.send(
      properties.listOwnProperties,
      { query: { Status: 'pending', Category: 2 } },
      { token: owner.token },
    );
    expect(pending.body.data.map((item) => item.id)).toEqual([mine.id]);
    expect((await server.send(properties.listOwnProperties)).status).toBe(401);
  });

  it('editing a published ad sends it back to pending; its new price is history once approved', async () => {
    const created = await createAd(server, owner.token, 'residence', residenceBody(l));
    await publish(created.id);
    const edited = await createAd(
      server,
      owner.token,
      'residence',
      residenceBody(l, { id: created.id, price: 2_300_000, titleEn: 'Villa, new price' }),
    );
    expect(edited).toMatchObject({ id: created.id, status: 'pending', price: 2_300_000 });
    const changes = await server.deps.db
      .select()
      .from(priceChanges)
      .where(eq(priceChanges.propertyId, created.id));
    // The public still sees 2,500,000 (server/modules/dashboard/properties/property-edit.api.test.ts approves such an edit).
    expect(changes).toEqual([]);
  });

  it('the full detail answers every category field, the features and the licence number', async () => {
    const created = await createAd(
      server,
      owner.token,
      'industry',
      industryBody(l, {
        adLicenseNumber: '7200123456',
        industryTypeId: l.id('industrytype', 'logistics-storage'),
        industryFeatureIds: [l.id('industryfeature', 'overhead-crane'), l.id('industryfeature', 'cctv')],
        floorLoad: 5,
        civilDefenceLicensed: true,
      }),
    );
    const answer = await detail(created.id, owner.token);
    expect(answer.body).toMatchObject({
      category: 2,
      rentPeriod: 'yearly',
      adLicenseNumber: '7200123456',
      media: [],
      owner: { id: owner.userId, firstName: null },
      agent: null,
      rating: { average: null, count: 0 },
      details: {
        industryType: { name: 'Logistics & storage' },
        clearHeight: 12,
        powerCapacityKva: 500,
        loadingDocks: 4,
        floorLoad: 5,
        civilDefenceLicensed: true,
      },
    });
    const { details } = answer.body;
    expect(
      'industryFeatures' in details ? details.industryFeatures.map((feature) => feature.name) : undefined,
    ).toHaveLength(2);
  });
});

describe('validation of ads', () => {
  it.each([
    [{ titleAr: null, titleEn: null }, 'titleAr', 'Enter a title in Arabic or English'],
    [{ price: -5 }, 'price', undefined],
    [{ price: 0.001 }, 'price', 'Must be at least 0.01'],
    [{ area: 0 }, 'area', 'Must be greater than 0'],
    [{ price: 'cheap' }, 'price', 'This value has the wrong type'],
    [{ bedrooms: 500 }, 'bedrooms', undefined],
    [{ latitude: 91 }, 'latitude', undefined],
    [{ adLicenseNumber: '12ab' }, 'adLicenseNumber', 'The advertising licence number has 6 to 20 digits'],
    [{ transactionTypeId: undefined }, 'transactionTypeId', 'This field is required'],
  ])('%j answers 422 on %s', async (change, field, message) => {
    const answer = await server.send(
      properties.saveResidence,
      { body: residenceBody(l, change) },
      { token: owner.token, language: 'en' },
    );
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.error.errors ?? {})).toContain(field);
    if (message) expect(answer.error.errors?.[field]).toContain(message);
  });

  it('refuses lookups of the wrong kind, a city outside the region and a type of the other category, all at once', async () => {
    const answer = await server.send(
      properties.saveResidence,
      {
        body: residenceBody(l, {
          transactionTypeId: l.id('floor', 'first'),
          propertyTypeId: l.id('propertytype', 'warehouse'),
          cityId: l.id('region', 'city:jeddah'),
          relaxMediaIds: [l.id('industryfeature', 'cctv')],
        }),
      },
      { token: owner.token, language: 'en' },
    );
    expect(answer.status).toBe(422);
    expect(answer.error.errors).toEqual({
      transactionTypeId: ['The selected option is not available'],
      relaxMediaIds: ['The selected option is not available'],
      cityId: ['The city is not in the selected region'],
      propertyTypeId: ['This property type does not belong to this category'],
    });
  });

  it('a rent needs a rent period', async () => {
    const answer = await server.send(
      properties.saveIndustry,
      { body: industryBody(l, { rentPeriod: null }) },
      { token: owner.token, language: 'en' },
    );
    expect(answer.status).toBe(422);
    expect(answer.error.errors).toEqual({ rentPeriod: ['Choose the rent period'] });
  });

  it('nothing is written when validation fails', async () => {
    const before = await server.deps.db.select().from(propertiesTable);
    await server.send(
      properties.saveResidence,
      { body: residenceBody(l, { cityId: 999_999 }) },
      { token: owner.token },
    );
    expect(await server.deps.db.select().from(propertiesTable)).toHaveLength(before.length);
  });
});

describe('ownership: every owner-only action is refused to everyone else', () => {
  let adId: number;
  beforeAll(async () => {
    adId = (await createAd(server, owner.token, 'residence', residenceBody(l))).id;
    await publish(adId);
  });

  /** Each owner-only write on the ad, named by its route, sent with the caller's options. */
  const attempts = (): [string, (options: CallOptions) => Promise<{ status: number }>][] => [
    [
      nameOf(properties.saveResidence),
      (options) =>
        server.send(properties.saveResidence, { body: residenceBody(l, { id: adId, price: 1 }) }, options),
    ],
    [
      nameOf(properties.saveIndustry),
      (options) => server.send(properties.saveIndustry, { body: industryBody(l, { id: adId }) }, options),
    ],
    [
      nameOf(properties.changeStatus),
      (options) =>
        server.send(properties.changeStatus, { params: { id: adId }, body: { status: 'archived' } }, options),
    ],
    [
      nameOf(properties.reorderMedia),
      (options) =>
        server.send(properties.reorderMedia, { params: { id: adId }, body: { mediaIds: [1] } }, options),
    ],
    [
      nameOf(properties.deleteProperty),
      (options) => server.send(properties.deleteProperty, { params: { id: adId } }, options),
    ],
  ];

  it('another user gets 404 on each write, and nothing changes', async () => {
    for (const [name, attempt] of attempts()) {
      const answer = await attempt({ token: stranger.token });
      expect(answer.status, name).toBe(404);
    }
    const [row] = await server.deps.db.select().from(propertiesTable).where(eq(propertiesTable.id, adId));
    expect(row).toMatchObject({ status: 'published', price: 2_500_000 });
  });

  it('an anonymous caller gets 401 on each write', async () => {
    for (const [name, attempt] of attempts()) {
      expect((await attempt({})).status, name).toBe(401);
    }
  });

  it('the owner editing through the other category’s route gets 404', async () => {
    const answer = await server.send(
      properties.saveIndustry,
      { body: industryBody(l, { id: adId }) },
      { token: owner.token },
    );
    expect(answer.status).toBe(404);
  });
});

describe('status changes and delete', () => {
  it('sold only for a published sale; rented only for a published rent; archived any time', async () => {
    const sale = (await createAd(server, owner.token, 'residence', residenceBody(l))).id;
    const status = (id: number, value: StatusInput['status']) =>
      server.send(
        properties.changeStatus,
        { params: { id }, body: { status: value } },
        { token: owner.token },
      );
    expect((await status(sale, 'sold')).status).toBe(409);
    await publish(sale);
    expect((await status(sale, 'rented')).status).toBe(409);
    expect((await status(sale, 'sold')).status).toBe(204);
    // Public for a while, marked sold (closed-ads.api.test.ts).
    expect((await detail(sale)).body.status).toBe('sold');
    expect((await detail(sale, owner.token)).body.status).toBe('sold');
    const rent = (await createAd(server, owner.token, 'industry', industryBody(l))).id;
    await publish(rent);
    expect((await status(rent, 'rented')).status).toBe(204);
    expect((await status(rent, 'archived')).status).toBe(204);
    expect((await status(rent, 'published' as never)).status).toBe(422);
  });

  it('delete removes the ad for good', async () => {
    const id = (await createAd(server, owner.token, 'residence', residenceBody(l))).id;
    expect(
      (await server.send(properties.deleteProperty, { params: { id } }, { token: owner.token })).status,
    ).toBe(204);
    expect((await detail(id, owner.token)).status).toBe(404);
    expect(
      (await server.send(properties.deleteProperty, { params: { id } }, { token: owner.token })).status,
    ).toBe(404);
  });
});

describe('details as the public sees them', () => {
  let adId: number;
  beforeAll(async () => {
    adId = (await createAd(server, owner.token, 'residence', residenceBody(l))).id;
    await publish(adId);
    await server.deps.db
      .update(propertiesTable)
      .set({ rejectionReason: 'old note' })
      .where(eq(propertiesTable.id, adId));
  });

  it('the owner’s phone and WhatsApp are only for signed-in callers; the rejection reason only for the owner', async () => {
    await server.send(account.updateProfile, { body: { whatsapp: '0559876543' } }, { token: owner.token });
    const anonymous = await detail(adId);
    expect(anonymous.body).toMatchObject({
      contactPhone: null,
      whatsapp: null,
      rejectionReason: null,
      isOwner: false,
    });
    const signedIn = await detail(adId, stranger.token);
    expect(signedIn.body).toMatchObject({
      contactPhone: owner.e164,
      whatsapp: '+966559876543',
      rejectionReason: null,
      isOwner: false,
    });
    expect((await detail(adId, owner.token)).body.rejectionReason).toBe('old note');
  });

  it('views count visits by others, not by the owner, once written (view-counts.api.test.ts)', async () => {
    const before = (await detail(adId, owner.token)).body.views;
    await detail(adId);
    // From another browser: a visitor is counted by their browser, signed in or not (ADR 0040).
    await detail(adId, stranger.token, properties.getProperty, 'Mozilla/5.0 (iPhone) Mobile Safari/604.1');
    await detail(adId, owner.token);
    await server.deps.activity.flush();
    expect((await detail(adId, owner.token)).body.views).toBe(before + 2);
  });

  it('the per-category detail routes answer 404 for the other category', async () => {
    expect((await detail(adId, undefined, properties.getResidence)).status).toBe(200);
    expect((await detail(adId, undefined, properties.getIndustry)).status).toBe(404);
    expect((await detail(999_999)).status).toBe(404);
    expect((await server.send(properties.getProperty, { params: { id: 'abc' as never } })).status).toBe(422);
  });
});

describe('favourites', () => {
  it('set-favorite toggles; getallfavorite lists them; isFavorite follows the caller', async () => {
    const id = (await createAd(server, owner.token, 'residence', residenceBody(l))).id;
    await publish(id);
    const toggle = () =>
      server.send(properties.setFavorite, { body: { propertyId: id } }, { token: stranger.token });
    expect((await toggle()).body).toEqual({ propertyId: id, isFavorite: true });
    const favourites = await server.send(properties.listFavorites, {}, { token: stranger.token });
    expect(favourites.body).toMatchObject({ totalDataCount: 1, data: [{ id, isFavorite: true }] });
    expect((await detail(id, stranger.token)).body.isFavorite).toBe(true);
    expect((await detail(id, owner.token)).body.isFavorite).toBe(false);
    expect((await toggle()).body).toEqual({ propertyId: id, isFavorite: false });
    const after = await server.send(properties.listFavorites, {}, { token: stranger.token });
    expect(after.body.totalDataCount).toBe(0);
  });

  it('a double tap adds and then removes, even when both arrive at once', async () => {
    const id = (await createAd(server, owner.token, 'residence', residenceBody(l))).id;
    await publish(id);
    for (let round = 0; round < 5; round += 1) {
      const taps = await Promise.all(
        [1, 2].map(() =>
          server.send(properties.setFavorite, { body: { propertyId: id } }, { token: stranger.token }),
        ),
      );
      expect(taps.map((tap) => tap.body.isFavorite).sort()).toEqual([false, true]);
    }
    const list = await server.send(properties.listFavorites, {}, { token: stranger.token });
    expect(list.body.data.map((item) => item.id)).not.toContain(id);
  });

  it('an ad that is no longer published can still be removed from favourites', async () => {
    const id = (await createAd(server, owner.token, 'residence', residenceBody(l))).id;
    await publish(id);
    await server.send(properties.setFavorite, { body: { propertyId: id } }, { token: stranger.token });
    await server.send(
      properties.changeStatus,
      { params: { id }, body: { status: 'archived' } },
      { token: owner.token },
    );
    const removed = await server.send(
      properties.setFavorite,
      { body: { propertyId: id } },
      { token: stranger.token },
    );
    expect(removed.body).toEqual({ propertyId: id, isFavorite: false });
  });

  it('a pending ad of someone else cannot be favourited; anonymous callers get 401', async () => {
    const id = (await createAd(server, owner.token, 'residence', residenceBody(l))).id;
    const answer = await server.send(
      properties.setFavorite,
      { body: { propertyId: id } },
      { token: stranger.token },
    );
    expect(answer.status).toBe(404);
    expect((await server.send(properties.setFavorite, { body: { propertyId: id } })).status).toBe(401);
  });
});

describe('MODERATION=off', () => {
  let open: TestServer;
  beforeAll(async () => {
    open = await startTestServer({ MODERATION: 'off' });
  });
  afterAll(async () => {
    await open.close();
  });

  it('publishes new and edited ads at once', async () => {
    const lookups = await loadLookups(open);
    const user = await signIn(open);
    const created = await createAd(open, user.token, 'residence', residenceBody(lookups));
    expect(created.status).toBe('published');
    const edited = await createAd(
      open,
      user.token,
      'residence',
      residenceBody(lookups, { id: created.id, price: 1 }),
    );
    expect(edited.status).toBe('published');
    expect((await open.send(properties.getProperty, { params: { id: created.id } })).status).toBe(200);
  });

  it('but an ad that reports hold stays off the site when its owner edits it, until staff decide', async () => {
    const lookups = await loadLookups(open);
    const user = await signIn(open);
    const { id } = await createAd(open, user.token, 'residence', residenceBody(lookups));
    for (let i = 0; i < 3; i += 1) {
      const reporter = await establishedUser(open);
      const reported = await open.send(
        reportsApi.reportItem,
        { body: { kind: 'ad', id, reason: 'scam' } },
        { token: reporter.token },
      );
      expect(reported.status).toBe(200);
    }
    expect((await open.send(properties.getProperty, { params: { id } })).status).toBe(404);
    const edited = await createAd(open, user.token, 'residence', residenceBody(lookups, { id, price: 1 }));
    expect(edited.status).toBe('pending');
    expect((await open.send(properties.getProperty, { params: { id } })).status).toBe(404);
  });
});
