import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdActivityKind } from '#contract/ad-activity.js';
import type { AdActivityBeaconBody } from '#contract/ad-activity-beacon.js';
import * as activity from '#contract/endpoints/ad-activity.js';
import * as messages from '#contract/endpoints/messages.js';
import * as properties from '#contract/endpoints/properties.js';
import { adActivity, properties as propertiesTable } from '#server/db/schema/index.js';
import { react } from '#server/lib/domain-events.js';
import { AD_CONTACT_TAPPED } from '#server/modules/ad-activity/index.js';
import { publish, publishedAd } from '#server/test/support/fixtures/conversation-fixtures.js';
import { createAd, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import type { TestServer } from '#server/test/support/servers/test-server.js';
import { useLookups, useTestServer } from '#server/test/support/suite.js';

/**
 * Issue 35, item 1: what visitors do to an ad is counted once per visitor, ad, kind and UTC day,
 * without personal data, robots and the ad's owner left out, in batches (the tests flush by hand;
 * AD_ACTIVITY_FLUSH_SECONDS is set far off so no flush of its own lands between a test's steps).
 */
const server = useTestServer({ AD_ACTIVITY_FLUSH_SECONDS: '300' });
const l = useLookups(server);

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let owner: SignedIn;
beforeEach(async () => {
  owner = await signIn(server);
});

interface As {
  token?: string;
  agent?: string;
  on?: TestServer;
}
const headersOf = (agent: string | undefined) => ({ 'user-agent': agent ?? PHONE });

const beacon = (body: AdActivityBeaconBody, as: As = {}) =>
  (as.on ?? server).send(
    activity.recordAdActivity,
    { body },
    { token: as.token, headers: headersOf(as.agent) },
  );
const look = (id: number, as: As = {}) =>
  (as.on ?? server).send(
    properties.getProperty,
    { params: { id } },
    { token: as.token, headers: headersOf(as.agent) },
  );

/** Visitors counted per kind for the ad, today, once what waits in memory is written. */
async function counted(id: number, on = server): Promise<Partial<Record<AdActivityKind, number>>> {
  await on.deps.activity.flush();
  const rows = await on.deps.db
    .select({ kind: adActivity.kind, n: sql<number>`count(*)::int` })
    .from(adActivity)
    .where(eq(adActivity.propertyId, id))
    .groupBy(adActivity.kind);
  return Object.fromEntries(rows.map((row) => [row.kind, row.n]));
}

describe('detail views and phone reveals', () => {
  it('one visitor is one view a day however often they look; another visitor is another', async () => {
    const ad = await publishedAd(server, l, owner);
    for (let time = 0; time < 5; time += 1) expect((await look(ad)).status).toBe(200);
    expect(await counted(ad)).toEqual({ view: 1 });
    await look(ad, { agent: LAPTOP });
    expect(await counted(ad)).toEqual({ view: 2 });
    server.clock.advance(24 * 3600);
    await look(ad);
    expect(await counted(ad)).toEqual({ view: 3 });
  });

  it('a full load, asked for signed out by the server render and signed in by the page, is one view', async () => {
    const ad = await publishedAd(server, l, owner);
    const reader = await signIn(server);
    await look(ad);
    await look(ad, { token: reader.token });
    expect(await counted(ad)).toEqual({ view: 1, phoneReveal: 1 });
  });

  it('a signed-in visitor gets the number: a view and a phone reveal, each once a day', async () => {
    const ad = await publishedAd(server, l, owner);
    const reader = await signIn(server);
    for (let time = 0; time < 3; time += 1) {
      const seen = await look(ad, { token: reader.token });
      expect(seen.body.contactPhone).not.toBeNull();
    }
    expect(await counted(ad)).toEqual({ view: 1, phoneReveal: 1 });
  });

  it('robots and requests without a browser count nothing', async () => {
    const ad = await publishedAd(server, l, owner);
    expect((await look(ad, { agent: GOOGLEBOT })).status).toBe(200);
    expect((await look(ad, { agent: '' })).status).toBe(200);
    expect((await look(ad, { agent: 'curl/8.5.0' })).status).toBe(200);
    expect(await counted(ad)).toEqual({});
  });

  it('the owner’s own looks count nothing', async () => {
    const ad = await publishedAd(server, l, owner);
    await look(ad, { token: owner.token });
    expect(await counted(ad)).toEqual({});
  });

  it('stores no number, address or browser: a user by id, anyone else by a keyed hash', async () => {
    const ad = await publishedAd(server, l, owner);
    const reader = await signIn(server);
    await look(ad, { token: reader.token });
    await look(ad);
    await server.deps.activity.flush();
    const keys = (await server.deps.db.select().from(adActivity).where(eq(adActivity.propertyId, ad))).map(
      (row) => row.visitorKey,
    );
    expect(keys).toContain(`u:${reader.userId}`);
    const anonymous = keys.filter((key) => key.startsWith('v:'));
    expect(anonymous).toHaveLength(1);
    expect(anonymous[0]).toMatch(/^v:[\w-]{43}$/);
    expect(JSON.stringify(keys)).not.toMatch(/127\.0\.0\.1|iPhone|\+966/);
  });
});

describe('the beacon: impressions, taps and shares', () => {
  it('counts a result page’s cards in one batch, each visitor once per ad a day; 204 with no body', async () => {
    const ads = [await publishedAd(server, l, owner), await publishedAd(server, l, owner)];
    const sent = await beacon({ kind: 'impression', propertyIds: ads });
    expect(sent.status).toBe(204);
    expect(sent.headers.get('content-length') ?? '0').toBe('0');
    await beacon({ kind: 'impression', propertyIds: ads });
    await beacon({ kind: 'impression', propertyIds: [ads[0]!] }, { agent: LAPTOP });
    expect([await counted(ads[0]!), await counted(ads[1]!)]).toEqual([{ impression: 2 }, { impression: 1 }]);
  });

  it('counts only published ads: drafts, pending, withdrawn and unknown ids are left out, silently', async () => {
    const published = await publishedAd(server, l, owner);
    const draft = (await createAd(server, owner.token, 'residence', residenceBody(l))).id;
    const withdrawn = await publishedAd(server, l, owner);
    await server.deps.db
      .update(propertiesTable)
      .set({ status: 'archived' })
      .where(eq(propertiesTable.id, withdrawn));
    const sent = await beacon({
      kind: 'impression',
      propertyIds: [published, draft, withdrawn, 2_000_000_000],
    });
    expect(sent.status).toBe(204);
    expect([await counted(published), await counted(draft), await counted(withdrawn)]).toEqual([
      { impression: 1 },
      {},
      {},
    ]);
    // Published later: it counts from then on.
    await publish(server, draft);
    await beacon({ kind: 'share', propertyIds: [draft] });
    expect(await counted(draft)).toEqual({ share: 1 });
  });

  it('leaves out robots, requests without a browser, and the owner’s own ads', async () => {
    const ad = await publishedAd(server, l, owner);
    const body: AdActivityBeaconBody = { kind: 'impression', propertyIds: [ad] };
    expect((await beacon(body, { agent: GOOGLEBOT })).status).toBe(204);
    expect((await beacon(body, { agent: '' })).status).toBe(204);
    expect((await beacon(body, { token: owner.token })).status).toBe(204);
    expect((await beacon({ kind: 'callTap', propertyIds: [ad] }, { token: owner.token })).status).toBe(204);
    expect(await counted(ad)).toEqual({});
  });

  it('counts an anonymous share and WhatsApp tap in the batch, once a day each', async () => {
    const ad = await publishedAd(server, l, owner);
    for (let time = 0; time < 3; time += 1) {
      await beacon({ kind: 'share', propertyIds: [ad] });
      await beacon({ kind: 'whatsappTap', propertyIds: [ad] });
    }
    expect(await counted(ad)).toEqual({ share: 1, whatsappTap: 1 });
  });

  it('answers 4xx in the contract’s shape to bad beacons, and counts nothing', async () => {
    const ad = await publishedAd(server, l, owner);
    const bad: [unknown, string][] = [
      [{ kind: 'view', propertyIds: [ad] }, 'kind'],
      [{ kind: 'impression', propertyIds: [] }, 'propertyIds'],
      [
        { kind: 'impression', propertyIds: Array.from({ length: 61 }, (_, index) => index + 1) },
        'propertyIds',
      ],
      [{ kind: 'impression', propertyIds: [ad, ad] }, 'propertyIds'],
      [{ kind: 'impression', propertyIds: [0] }, 'propertyIds.0'],
      [{ kind: 'impression', propertyIds: ['1'] }, 'propertyIds.0'],
      [{ kind: 'callTap', propertyIds: [ad, ad + 1] }, 'propertyIds'],
      [{ kind: 'impression' }, 'propertyIds'],
    ];
    for (const [body, field] of bad) {
      const answer = await server.call<{ message: string; errors: Record<string, string[]> }>(
        'POST',
        activity.recordAdActivity.path,
        body,
        { language: 'en' },
      );
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(answer.body.errors), JSON.stringify(body)).toContain(field);
    }
    const notJson = await server.call('POST', activity.recordAdActivity.path, 'not json');
    expect([400, 415]).toContain(notJson.status);
    expect(await counted(ad)).toEqual({});
  });
});

describe('a beacon is not a write to the catalogue', () => {
  it('leaves the cache of anonymous lists alone (it would empty every instance’s at each beacon)', async () => {
    const ad = await publishedAd(server, l, owner);
    const priceIn = async () =>
      (await server.send(properties.listProperties, { query: { PageSize: 100 } })).body.data.find(
        (item) => item.id === ad,
      )?.price;
    const cached = await priceIn();
    await server.deps.db.update(propertiesTable).set({ price: 123_456 }).where(eq(propertiesTable.id, ad));
    expect((await beacon({ kind: 'impression', propertyIds: [ad] })).status).toBe(204);
    expect(await priceIn()).toBe(cached);
    server.deps.listCache.clear();
    expect(await priceIn()).toBe(123_456);
  });
});

describe('a signed-in visitor’s call and WhatsApp taps: leads', () => {
  const tapped: { propertyId: number; userId: string; kind: string }[] = [];
  beforeAll(() => {
    react(AD_CONTACT_TAPPED, 'ad-activity-test', async (_tx, _now, payload) => {
      tapped.push(payload);
    });
  });

  it('are written at once (no flush) and announced once per visitor, ad, kind and day', async () => {
    const ad = await publishedAd(server, l, owner);
    const [reader, other] = [await signIn(server), await signIn(server)];
    const mine = () => tapped.filter((tap) => tap.propertyId === ad);
    for (let time = 0; time < 3; time += 1) {
      expect((await beacon({ kind: 'callTap', propertyIds: [ad] }, { token: reader.token })).status).toBe(
        204,
      );
    }
    const written = await server.deps.db
      .select()
      .from(adActivity)
      .where(and(eq(adActivity.propertyId, ad), eq(adActivity.kind, 'callTap')));
    expect(written).toHaveLength(1);
    expect(mine()).toEqual([{ propertyId: ad, userId: reader.userId, kind: 'callTap' }]);

    await beacon({ kind: 'whatsappTap', propertyIds: [ad] }, { token: reader.token });
    await beacon({ kind: 'callTap', propertyIds: [ad] }, { token: other.token, agent: LAPTOP });
    expect(mine()).toHaveLength(3);

    server.clock.advance(24 * 3600);
    // The same person the next day, in a new session (yesterday's token has expired).
    const again = await signIn(server, reader.e164);
    expect((await beacon({ kind: 'callTap', propertyIds: [ad] }, { token: again.token })).status).toBe(204);
    expect(mine()).toHaveLength(4);
    expect(await counted(ad)).toEqual({ callTap: 3, whatsappTap: 1 });
  });

  it('announce nothing for the owner, a robot or an ad that is not published', async () => {
    const ad = await publishedAd(server, l, owner);
    const reader = await signIn(server);
    await beacon({ kind: 'callTap', propertyIds: [ad] }, { token: owner.token });
    await beacon({ kind: 'callTap', propertyIds: [ad] }, { token: reader.token, agent: GOOGLEBOT });
    await server.deps.db
      .update(propertiesTable)
      .set({ status: 'archived' })
      .where(eq(propertiesTable.id, ad));
    await beacon({ kind: 'whatsappTap', propertyIds: [ad] }, { token: reader.token });
    expect(tapped.filter((tap) => tap.propertyId === ad)).toEqual([]);
    expect(await counted(ad)).toEqual({});
  });
});

describe('favourites and messages', () => {
  it('adding a favourite counts once a day; removing and adding again does not count twice', async () => {
    const ad = await publishedAd(server, l, owner);
    const reader = await signIn(server);
    const toggle = (token: string) =>
      server.send(properties.setFavorite, { body: { propertyId: ad } }, { token });
    expect((await toggle(reader.token)).body.isFavorite).toBe(true);
    expect((await toggle(reader.token)).body.isFavorite).toBe(false);
    expect((await toggle(reader.token)).body.isFavorite).toBe(true);
    await toggle(owner.token);
    expect(await counted(ad)).toEqual({ favourite: 1 });
  });

  it('an inquirer’s messages to the owner count once a day; the owner’s answers do not', async () => {
    const ad = await publishedAd(server, l, owner);
    const inquirer = await signIn(server);
    const send = (token: string, receiverId: string | null) =>
      server.send(
        messages.sendPropertyMessage,
        { body: { propertyId: ad, message: 'Is it still available?', receiverId } },
        { token },
      );
    expect((await send(inquirer.token, null)).status).toBe(201);
    expect((await send(inquirer.token, null)).status).toBe(201);
    expect((await send(owner.token, inquirer.userId)).status).toBe(201);
    // Written with the message, not by the batch: there before any flush.
    const rows = await server.deps.db.select().from(adActivity).where(eq(adActivity.propertyId, ad));
    expect(rows.map((row) => [row.kind, row.visitorKey])).toEqual([['message', `u:${inquirer.userId}`]]);
  });
});

describe('views still add to the ad’s view count', () => {
  it('properties.views grows by the new views only, not by other kinds', async () => {
    const ad = await publishedAd(server, l, owner);
    const reader = await signIn(server);
    await look(ad, { token: reader.token });
    await look(ad, { agent: LAPTOP });
    await beacon({ kind: 'impression', propertyIds: [ad] }, { agent: LAPTOP });
    await server.deps.activity.flush();
    const [row] = await server.deps.db
      .select({ views: propertiesTable.views })
      .from(propertiesTable)
      .where(eq(propertiesTable.id, ad));
    expect(row?.views).toBe(2);
  });
});

describe('the beacon’s rate limit', () => {
  const limited = useTestServer({ AD_ACTIVITY_BEACONS_PER_IP_PER_MINUTE: '3' });

  it('answers 429 past AD_ACTIVITY_BEACONS_PER_IP_PER_MINUTE from one address', async () => {
    const body: AdActivityBeaconBody = { kind: 'impression', propertyIds: [1] };
    const statuses: number[] = [];
    for (let time = 0; time < 4; time += 1) statuses.push((await beacon(body, { on: limited })).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
  });
});
