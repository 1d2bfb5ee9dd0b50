import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import * as moderation from '#contract/endpoints/dashboard/properties.js';
import * as properties from '#contract/endpoints/properties.js';
import { properties as propertiesTable } from '#server/db/schema/index.js';
import { publishedAd } from '#server/test/support/fixtures/conversation-fixtures.js';
import { eventually } from '#server/test/support/readers/jobs.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { adminEnv, loginAdmin } from '#server/test/support/fixtures/staff-fixtures.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';
import { useLookups, useTestServer } from '#server/test/support/suite.js';

/**
 * Issue 30, item 9e: an ad's views count each visitor once per ad per UTC day (a signed-in user by
 * their id, a visitor by a keyed hash of their address and browser), written in batches rather than
 * one UPDATE per request. The flush runs every AD_ACTIVITY_FLUSH_SECONDS; the tests call it, and set
 * that time far off so that no flush of its own lands between a test's steps on a slow machine.
 */
let owner: SignedIn;

const testEnv = { ...adminEnv, AD_ACTIVITY_FLUSH_SECONDS: '300' };
const server = useTestServer(testEnv);
const l = useLookups(server);
// A test moves the clock a day on; every test signs its owner in afresh.
beforeEach(async () => {
  owner = await signIn(server);
});

const browser = (name: string) => ({ 'user-agent': `Mozilla/5.0 (${name}) Test` });
const look = (id: number, options: { token?: string; agent?: string; on?: TestServer } = {}) =>
  (options.on ?? server).send(
    properties.getProperty,
    { params: { id } },
    { token: options.token, headers: browser(options.agent ?? 'Phone') },
  );
const storedViews = async (id: number, on = server) => {
  const [row] = await on.deps.db
    .select({ views: propertiesTable.views })
    .from(propertiesTable)
    .where(eq(propertiesTable.id, id));
  return row?.views;
};
const flushed = async (id: number, on = server) => {
  await on.deps.activity.flush();
  return storedViews(id, on);
};

describe('an ad’s views', () => {
  it('one visitor looking ten times is one view', async () => {
    const ad = await publishedAd(server, l, owner);
    for (let time = 0; time < 10; time += 1) expect((await look(ad)).status).toBe(200);
    expect(await flushed(ad)).toBe(1);
    for (let time = 0; time < 5; time += 1) await look(ad);
    expect(await flushed(ad)).toBe(1);
  });

  it('a visitor is a browser, signed in or not: a full load asked for signed out, then signed in, is one view', async () => {
    const ad = await publishedAd(server, l, owner);
    const reader = await signIn(server);
    for (let time = 0; time < 3; time += 1) {
      // The server render asks signed out, the page then asks as its signed-in reader (ADR 0040).
      await look(ad, { agent: 'Phone' });
      await look(ad, { token: reader.token, agent: 'Phone' });
      await look(ad, { agent: 'Laptop' });
      await look(ad, { token: reader.token, agent: 'Tablet' });
    }
    expect(await flushed(ad)).toBe(3);
  });

  it('the same visitor counts again the next UTC day', async () => {
    const ad = await publishedAd(server, l, owner);
    await look(ad);
    expect(await flushed(ad)).toBe(1);
    server.clock.advance(24 * 3600);
    await look(ad);
    await look(ad);
    expect(await flushed(ad)).toBe(2);
  });

  it('the owner’s looks and the back-office’s never count', async () => {
    const ad = await publishedAd(server, l, owner);
    for (let time = 0; time < 3; time += 1) await look(ad, { token: owner.token });
    const staff = await loginAdmin(server);
    const reviewed = await server.send(
      moderation.getModeratedProperty,
      { params: { id: ad } },
      { token: staff },
    );
    expect(reviewed.status).toBe(200);
    expect(await flushed(ad)).toBe(0);
  });

  it('the answer shows the views counted so far; several ads are written in one flush', async () => {
    const [first, second] = [await publishedAd(server, l, owner), await publishedAd(server, l, owner)];
    await look(first, { agent: 'A' });
    await look(first, { agent: 'B' });
    await look(second, { agent: 'A' });
    expect((await look(first, { agent: 'C' })).body.views).toBe(0);
    await server.deps.activity.flush();
    expect([await storedViews(first), await storedViews(second)]).toEqual([3, 1]);
    expect((await look(first, { agent: 'C' })).body.views).toBe(3);
  });
});

describe('views across servers and restarts', () => {
  /** A second instance: the same database and secret (as JWT_SECRET gives them), its clock at this one's time. */
  const secondServer = async (env: Record<string, string> = {}) => {
    const other = await startTestServer(
      { ...testEnv, JOBS_WORKERS: 'false', ...env },
      { database: server.deps.database, secrets: server.deps.secrets },
    );
    other.clock.advance((server.clock.now().getTime() - other.clock.now().getTime()) / 1000);
    return other;
  };

  it('two servers on one database count a visitor who reaches both once', async () => {
    const other = await secondServer();
    try {
      const ad = await publishedAd(server, l, owner);
      for (let time = 0; time < 4; time += 1) {
        await look(ad);
        await look(ad, { on: other });
      }
      await Promise.all([server.deps.activity.flush(), other.deps.activity.flush()]);
      expect(await storedViews(ad)).toBe(1);
      await look(ad, { agent: 'Laptop', on: other });
      expect(await flushed(ad, other)).toBe(2);
    } finally {
      await other.close();
    }
  });

  it('views waiting for the next flush are written when the server stops', async () => {
    const other = await secondServer();
    const ad = await publishedAd(server, l, owner);
    await look(ad, { on: other });
    await look(ad, { on: other, agent: 'Laptop' });
    expect(await storedViews(ad)).toBe(0);
    await other.close();
    expect(await storedViews(ad)).toBe(2);
  });

  it('the flush runs by itself every AD_ACTIVITY_FLUSH_SECONDS', async () => {
    const other = await secondServer({ AD_ACTIVITY_FLUSH_SECONDS: '0.2' });
    try {
      const ad = await publishedAd(server, l, owner);
      for (let time = 0; time < 5; time += 1) await look(ad, { on: other });
      await eventually(async () => (await storedViews(ad)) === 1, 'the views were written');
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await storedViews(ad)).toBe(1);
    } finally {
      await other.close();
    }
  });
});
