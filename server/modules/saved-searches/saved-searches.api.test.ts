import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointInput } from '#contract/endpoint.js';
import * as account from '#contract/endpoints/account.js';
import * as notificationsApi from '#contract/endpoints/notifications.js';
import * as saved from '#contract/endpoints/saved-searches.js';
import type { Language } from '#contract/common.js';
import { savedSearchAlerts, savedSearches } from '#server/db/schema/index.js';
import { DIGEST_QUEUE } from '#server/modules/saved-searches/alert-queues.js';
import { alertMatches } from '#server/modules/saved-searches/alert-matches.js';
import { createAd, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { publish } from '#server/test/support/fixtures/conversation-fixtures.js';
import { jobsSettled } from '#server/test/support/readers/jobs.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { adminEnv, approveAd, loginAdmin } from '#server/test/support/fixtures/staff-fixtures.js';
import { verifyEmailOf } from '#server/test/support/clients/verified-email.js';
import { useLookups, useTestServer } from '#server/test/support/suite.js';

const server = useTestServer(adminEnv);
const l = useLookups(server);

type CreateBody = EndpointInput<typeof saved.createSavedSearch>['body'];

function create(user: SignedIn, body: CreateBody, language: Language = 'ar') {
  return server.send(saved.createSavedSearch, { body }, { token: user.token, language });
}
async function created(user: SignedIn, body: CreateBody): Promise<number> {
  const answer = await create(user, body);
  if (answer.status !== 201)
    throw new Error(`create answered ${answer.status}: ${JSON.stringify(answer.error)}`);
  return answer.body.id;
}
const list = (user: SignedIn) => server.send(saved.listSavedSearches, {}, { token: user.token });
/** The user's notifications, with a fresh token, since the tests move the clock past a token's life. */
async function notices(user: SignedIn, language: Language = 'ar') {
  const rotated = await server.send(account.refreshToken, { body: { refreshToken: user.refreshToken } });
  const { token, refreshToken } = rotated.body;
  Object.assign(user, { token, refreshToken });
  const answer = await server.send(
    notificationsApi.listNotifications,
    { query: { PageSize: 100 } },
    { token, language },
  );
  return answer.body.data;
}
const rowOf = async (id: number) =>
  (await server.deps.db.select().from(savedSearches).where(eq(savedSearches.id, id)))[0];

/** Riyadh villas for sale: what the ads below are. */
const riyadhVillas = () => ({
  Category: 1,
  TransactionTypeId: l.id('transactiontype', 'sale'),
  CityId: l.id('region', 'city:riyadh'),
  PropertyTypeId: l.id('propertytype', 'villa'),
});

/** An owner's new ad, approved by a reviewer: the moment saved searches are told. */
async function approvedAd(owner: SignedIn, overrides: Record<string, unknown> = {}): Promise<number> {
  const ad = await createAd(server, owner.token, 'residence', residenceBody(l, overrides));
  // A fresh sign-in: the tests move the clock past a staff token's life.
  const approved = await approveAd(server, await loginAdmin(server), ad.id);
  expect(approved.status).toBe(204);
  await jobsSettled(server.deps.db);
  return ad.id;
}

describe('saving, listing, renaming, pausing and deleting', () => {
  it('saves the filters of a search URL with a name, and lists them newest first', async () => {
    const user = await signIn(server);
    const answer = await create(user, {
      name: 'فلل الرياض',
      // As the /search URL carries them: text, as the list endpoints read them.
      filters: {
        Category: '1',
        CityId: String(l.id('region', 'city:riyadh')),
        MaxPrice: '3000000',
        Query: 'مسبح',
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number) as number,
      name: 'فلل الرياض',
      filters: { Category: 1, CityId: l.id('region', 'city:riyadh'), MaxPrice: 3_000_000, Query: 'مسبح' },
      frequency: 'instant',
      paused: false,
      createdAt: server.clock.now().toISOString(),
    });
    server.clock.advance(60);
    await created(user, { name: 'Warehouses', filters: { Category: 2 }, frequency: 'weekly' });
    const all = await list(user);
    expect(all.status).toBe(200);
    expect(all.body.limit).toBe(20);
    expect(all.body.data.map((search) => search.name)).toEqual(['Warehouses', 'فلل الرياض']);
    expect((await list(await signIn(server))).body.data).toEqual([]);
  });

  it('renames, pauses, resumes and changes the frequency; deletes', async () => {
    const user = await signIn(server);
    const id = await created(user, { name: 'Villas', filters: { Category: 1 } });
    const update = (body: EndpointInput<typeof saved.updateSavedSearch>['body']) =>
      server.send(saved.updateSavedSearch, { params: { id }, body }, { token: user.token });
    expect((await update({ name: '  Big villas ' })).body).toMatchObject({
      name: 'Big villas',
      paused: false,
    });
    expect((await update({ paused: true })).body).toMatchObject({ name: 'Big villas', paused: true });
    expect((await update({ paused: false, frequency: 'daily' })).body).toMatchObject({
      paused: false,
      frequency: 'daily',
    });
    const removed = await server.send(saved.deleteSavedSearch, { params: { id } }, { token: user.token });
    expect(removed.status).toBe(204);
    expect(await rowOf(id)).toBeUndefined();
    const again = await server.send(saved.deleteSavedSearch, { params: { id } }, { token: user.token });
    expect(again.status).toBe(404);
  });

  it('keeps at most 20 per user: the 21st is a localized 422 and is not saved', async () => {
    const user = await signIn(server);
    for (let i = 0; i < 20; i += 1) await created(user, { name: `Search ${i}`, filters: { MinPrice: i } });
    const arabic = await create(user, { name: 'One more', filters: {} });
    expect(arabic.status).toBe(422);
    expect(arabic.error.message).toBe('بلغت الحد الأقصى لعمليات البحث المحفوظة (20)، احذف واحدة لحفظ أخرى');
    const english = await create(user, { name: 'One more', filters: {} }, 'en');
    expect(english.error.message).toBe('You can keep at most 20 saved searches; delete one to save another');
    expect((await list(user)).body.data).toHaveLength(20);
    // Another user is not limited by them.
    expect((await create(await signIn(server), { name: 'Mine', filters: {} })).status).toBe(201);
  });

  it('refuses a bad name or filters with a 422 and saves nothing', async () => {
    const user = await signIn(server);
    const bad: unknown[] = [
      { name: '', filters: {} },
      { name: '   ', filters: {} },
      { name: 'x'.repeat(81), filters: {} },
      { name: 'Bad category', filters: { Category: 3 } },
      { name: 'Half a box', filters: { MinLat: 24, MaxLat: 25 } },
      { name: 'Inverted box', filters: { MinLat: 25, MaxLat: 24, MinLng: 46, MaxLng: 47 } },
      { name: 'Bad frequency', filters: {}, frequency: 'hourly' },
      { name: 'No filters' },
    ];
    for (const body of bad) {
      const answer = await create(user, body as CreateBody, 'en');
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.error.message).toEqual(expect.any(String));
    }
    const halfBox = await create(user, bad[4] as CreateBody, 'en');
    expect(halfBox.error.message).toBe('The area is incomplete: send all four of its bounds or none');
    expect((await list(user)).body.data).toEqual([]);
  });

  it('is owner-only: another user gets 404 and changes nothing; no token is a 401', async () => {
    const owner = await signIn(server);
    const id = await created(owner, { name: 'Mine', filters: { Category: 1 } });
    const before = await rowOf(id);
    const stranger = await signIn(server);
    const renamed = await server.send(
      saved.updateSavedSearch,
      { params: { id }, body: { name: 'Theirs' } },
      { token: stranger.token },
    );
    expect(renamed.status).toBe(404);
    const removed = await server.send(saved.deleteSavedSearch, { params: { id } }, { token: stranger.token });
    expect(removed.status).toBe(404);
    expect(await rowOf(id)).toEqual(before);
    expect((await server.send(saved.listSavedSearches)).status).toBe(401);
    expect((await server.send(saved.createSavedSearch, { body: { name: 'x', filters: {} } })).status).toBe(
      401,
    );
  });
});

describe('instant alerts', () => {
  let seeker: SignedIn;
  let owner: SignedIn;
  let searchId: number;
  let adId: number;

  beforeAll(async () => {
    seeker = await signIn(server);
    owner = await signIn(server);
    searchId = await created(seeker, {
      name: 'فلل الرياض',
      filters: { ...riyadhVillas(), MaxPrice: 3_000_000, Bedrooms: 4, Query: 'فيلا' },
    });
    adId = await approvedAd(owner);
  });

  it('tells the seeker when a matching ad is approved, with links to the results and to unsubscribe', async () => {
    const [notice] = await notices(seeker);
    expect(notice).toEqual({
      id: expect.any(Number) as number,
      type: 'savedSearchMatch',
      title: 'إعلان جديد يطابق بحثك',
      body: '«فيلا للبيع في حي النرجس» يطابق بحثك المحفوظ «فلل الرياض»',
      createdAt: expect.any(String) as string,
      read: false,
      propertyId: adId,
      category: 1,
      searchPath: expect.stringMatching(/^\/search\?/) as string,
      unsubscribePath: expect.stringMatching(
        new RegExp(`^/saved-searches/unsubscribe\\?id=${searchId}&at=\\d+&token=[\\w-]+$`),
      ) as string,
    });
    const [english] = await notices(seeker, 'en');
    expect(english).toMatchObject({
      title: 'A new ad matches your search',
      body: '“Villa for sale in Al Narjis” matches your saved search “فلل الرياض”',
    });
    const results = new URLSearchParams(notice!.searchPath!.split('?')[1]);
    expect(Object.fromEntries(results)).toEqual({
      Category: '1',
      TransactionTypeId: String(l.id('transactiontype', 'sale')),
      CityId: String(l.id('region', 'city:riyadh')),
      PropertyTypeId: String(l.id('propertytype', 'villa')),
      MaxPrice: '3000000',
      Bedrooms: '4',
      Query: 'فيلا',
    });
  });

  it('does not tell anyone whose search the ad misses, whose search is paused, or the ad’s owner', async () => {
    const misses = [
      { MaxPrice: 2_000_000 },
      { MinArea: 500 },
      { Bedrooms: 6 },
      { Category: 2 },
      { TransactionTypeId: l.id('transactiontype', 'rent') },
      { PropertyTypeId: l.id('propertytype', 'apartment') },
      { CityId: l.id('region', 'city:jeddah') },
      { RegionId: l.id('region', 'region:makkah') },
      { Query: 'مستودع' },
      { MinLat: 21, MaxLat: 22, MinLng: 39, MaxLng: 40 },
      { IsFeatured: true },
      // A "U" drawn around the ad (24.82, 46.64): the ad sits in its notch, inside the area's box.
      { Area: '24.7,46.5;24.9,46.5;24.9,46.6;24.75,46.6;24.75,46.7;24.9,46.7;24.9,46.8;24.7,46.8' },
    ];
    const people: SignedIn[] = [];
    for (const filters of misses) {
      const person = await signIn(server);
      await created(person, { name: 'Miss', filters: filters });
      people.push(person);
    }
    const paused = await signIn(server);
    const pausedId = await created(paused, { name: 'Paused', filters: riyadhVillas() });
    await server.send(
      saved.updateSavedSearch,
      { params: { id: pausedId }, body: { paused: true } },
      { token: paused.token },
    );
    const hits = await signIn(server);
    await created(hits, { name: 'Box', filters: { MinLat: 24.5, MaxLat: 25, MinLng: 46.5, MaxLng: 47 } });
    const drew = await signIn(server);
    await created(drew, {
      name: 'Drawn',
      filters: { Area: '24.8,46.62;24.84,46.62;24.84,46.66;24.8,46.66' },
    });
    await created(owner, { name: 'Own ads', filters: riyadhVillas() });

    await approvedAd(owner);
    for (const person of [...people, paused]) expect(await notices(person)).toEqual([]);
    expect((await notices(owner)).filter((n) => n.type.startsWith('savedSearch'))).toEqual([]);
    expect((await notices(hits)).map((n) => n.type)).toEqual(['savedSearchMatch']);
    expect((await notices(drew)).map((n) => n.type)).toEqual(['savedSearchMatch']);
  });

  it('tells a search once per ad and event, however often the match runs', async () => {
    const before = (await notices(seeker)).length;
    await alertMatches(server.deps, adId, { kind: 'new' });
    await alertMatches(server.deps, adId, { kind: 'new' });
    expect(await notices(seeker)).toHaveLength(before);
  });

  it('tells the seeker when a matching ad’s price drops', async () => {
    const edited = await createAd(
      server,
      owner.token,
      'residence',
      residenceBody(l, { id: adId, price: 2_200_000 }),
    );
    expect(edited.id).toBe(adId);
    expect((await approveAd(server, await loginAdmin(server), adId)).status).toBe(204);
    await jobsSettled(server.deps.db);
    const [drop] = await notices(seeker, 'en');
    expect(drop).toMatchObject({
      type: 'savedSearchPriceDrop',
      title: 'Price drop on an ad matching your search',
      body: 'The price of “Villa for sale in Al Narjis” dropped to SAR 2,200,000 from SAR 2,500,000 (your search “فلل الرياض”)',
      propertyId: adId,
    });
    // Re-approval is no new ad: one "new" alert, one drop.
    const types = (await notices(seeker)).filter((n) => n.propertyId === adId).map((n) => n.type);
    expect(types).toEqual(['savedSearchPriceDrop', 'savedSearchMatch']);
  });
});

describe('digests', () => {
  it('sends a daily search’s new ads by email to a verified address a day later: at most 10, a link to all, and an unsubscribe', async () => {
    const seeker = await signIn(server);
    const email = `seeker-${seeker.userId.slice(0, 8)}@example.com`;
    await verifyEmailOf(server, seeker, email);
    const searchId = await created(seeker, {
      name: 'Narjis villas',
      filters: { ...riyadhVillas(), Query: 'النرجس' },
      frequency: 'daily',
    });
    const owner = await signIn(server);
    const ads: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const ad = await createAd(
        server,
        owner.token,
        'residence',
        residenceBody(l, { titleEn: `Narjis villa ${i}` }),
      );
      await publish(server, ad.id);
      await alertMatches(server.deps, ad.id, { kind: 'new' });
      ads.push(ad.id);
    }
    expect(await notices(seeker)).toEqual([]);

    await runDigests();
    expect(await emailsTo(email)).toHaveLength(1);
    server.clock.advance(24 * 3600);
    await runDigests();
    const [verification, mail, ...more] = await emailsTo(email);
    expect(verification!.subject).toBe('أكّد بريدك الإلكتروني | Confirm your email address');
    expect(more).toEqual([]);
    expect(mail!.subject).toContain('جديد في بحثك المحفوظ');
    expect(mail!.text).toContain('Narjis villas');
    expect(mail!.text).toContain(': 12');
    const adLinks = [...mail!.text.matchAll(/\/Property\/(\d+)/g)].map((match) => Number(match[1]));
    // Both language sections list the same ten, newest first, each under its own language's titles.
    expect(adLinks.slice(0, 10)).toEqual(ads.slice(2).reverse());
    expect(adLinks.slice(10, 20)).toEqual(ads.slice(2).reverse());
    const english = mail!.text.indexOf('Narjis villa 11');
    expect(english).toBeGreaterThan(0);
    expect(mail!.text.indexOf('فيلا للبيع في حي النرجس')).toBeGreaterThanOrEqual(0);
    expect(mail!.text.indexOf('فيلا للبيع في حي النرجس')).toBeLessThan(english);
    expect(mail!.text.slice(english)).not.toContain('فيلا للبيع في حي النرجس');
    expect(mail!.text).toMatch(/\/search\?\S*Category=1/);
    const unsubscribe = /\/saved-searches\/unsubscribe\?id=(\d+)&at=\d+&token=([\w-]+)/.exec(mail!.text);
    expect(Number(unsubscribe?.[1])).toBe(searchId);
    expect(await notices(seeker)).toEqual([]);
    const pending = await server.deps.db
      .select()
      .from(savedSearchAlerts)
      .where(eq(savedSearchAlerts.savedSearchId, searchId));
    expect(pending.every((row) => row.sentAt !== null)).toBe(true);

    // Nothing new: the next day sends nothing.
    server.clock.advance(24 * 3600);
    await runDigests();
    expect(await emailsTo(email)).toHaveLength(2);
  });

  it('sends the digest as a notification (and push) to a user without an email, a week later when weekly', async () => {
    const seeker = await signIn(server);
    await created(seeker, { name: 'Weekly villas', filters: riyadhVillas(), frequency: 'weekly' });
    await approvedAd(await signIn(server));
    server.clock.advance(2 * 24 * 3600);
    await runDigests();
    expect(await notices(seeker)).toEqual([]);
    server.clock.advance(5 * 24 * 3600);
    await runDigests();
    const [digest] = await notices(seeker, 'en');
    expect(digest).toMatchObject({
      type: 'savedSearchDigest',
      title: 'New in your saved search',
      body: 'New or cheaper ads matching your search “Weekly villas”: 1',
      propertyId: null,
      searchPath: expect.stringMatching(/^\/search\?/) as string,
      unsubscribePath: expect.stringMatching(/^\/saved-searches\/unsubscribe\?/) as string,
    });
  });
});

describe('unsubscribe by signed link', () => {
  it('pauses the search without signing in; a tampered link is a localized 422 and changes nothing', async () => {
    const seeker = await signIn(server);
    const id = await created(seeker, { name: 'Alerted', filters: riyadhVillas() });
    await approvedAd(await signIn(server));
    const [notice] = await notices(seeker);
    const link = new URLSearchParams(notice!.unsubscribePath!.split('?')[1]);
    const token = link.get('token')!;
    const at = Number(link.get('at'));
    expect(Number(link.get('id'))).toBe(id);

    const tampered = [
      { id, at, token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` },
      { id: id + 1, at, token },
      { id, at: at - 1, token },
      { id, at, token: 'x' },
    ];
    for (const body of tampered) {
      const answer = await server.send(saved.unsubscribeSavedSearch, { body }, { language: 'en' });
      expect(answer.status).toBe(422);
      expect(answer.error.message).toBe(
        'This unsubscribe link is not valid; open it exactly as it came in the message',
      );
    }
    const arabic = await server.send(saved.unsubscribeSavedSearch, { body: tampered[0]! });
    expect(arabic.error.message).toBe('رابط إيقاف التنبيهات غير صالح، افتحه كما وصلك في الرسالة');
    expect((await rowOf(id))?.paused).toBe(false);

    const answer = await server.send(saved.unsubscribeSavedSearch, { body: { id, at, token } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ name: 'Alerted', paused: true });
    expect((await rowOf(id))?.paused).toBe(true);
    const before = (await notices(seeker)).length;
    await approvedAd(await signIn(server));
    expect(await notices(seeker)).toHaveLength(before);
  });
});

async function runDigests(): Promise<void> {
  await server.deps.jobs.send(DIGEST_QUEUE, [{ data: {} }]);
  await jobsSettled(server.deps.db);
}

interface SentEmail {
  to: string;
  subject: string;
  text: string;
}

async function emailsTo(address: string): Promise<SentEmail[]> {
  const text = await readFile(server.deps.config.email.outboxFile, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SentEmail)
    .filter((mail) => mail.to === address);
}
