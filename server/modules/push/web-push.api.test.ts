import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointInput } from '#contract/endpoint.js';
import * as account from '#contract/endpoints/account.js';
import { TERMS_VERSION } from '#contract/legal.js';
import * as messagesApi from '#contract/endpoints/messages.js';
import * as notificationsApi from '#contract/endpoints/notifications.js';
import * as savedSearchesApi from '#contract/endpoints/saved-searches.js';
import { rowsOf as rawRows } from '#server/db/raw-rows.js';
import { notifications, pushSubscriptions } from '#server/db/schema/index.js';
import { PUSH_QUEUE } from '#server/modules/push/push-queue.js';
import { generateVapidKeys, type VapidKeys } from '#server/modules/push/vapid.js';
import {
  createAd,
  loadLookups,
  residenceBody,
  type Lookups,
} from '#server/test/support/fixtures/catalogue-fixtures.js';
import { publishedAd } from '#server/test/support/fixtures/conversation-fixtures.js';
import {
  PUSH_HOST,
  startFakePushService,
  type FakePushService,
  type PushAnswer,
  type TestBrowser,
} from '#server/test/support/fakes/fake-push-service.js';
import { eventually, jobsSettled } from '#server/test/support/readers/jobs.js';
import {
  newSaudiMobile,
  signIn,
  userIdOf,
  type SignedIn,
} from '#server/test/support/clients/sign-in-flow.js';
import { adminEnv, approveAd, loginAdmin } from '#server/test/support/fixtures/staff-fixtures.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';
import type { Language } from '#contract/common.js';

const PUBLIC_URL = 'https://manzil.example';

let push: FakePushService;
let server: TestServer;
let l: Lookups;

beforeAll(async () => {
  push = await startFakePushService();
  server = await startTestServer(
    // Retries a second apart at first, so the back-off can be watched without slowing the file down.
    { ...adminEnv, PUBLIC_URL, PUSH_SERVICE_HOSTS: PUSH_HOST, PUSH_RETRY_BASE_SECONDS: '1' },
    { pushFetch: push.fetch },
  );
  l = await loadLookups(server);
});
afterAll(async () => {
  await server.close();
  await push.close();
});

type SubscriptionInput = EndpointInput<typeof notificationsApi.savePushSubscription>['body'];

function subscribe(
  user: SignedIn | undefined,
  body: SubscriptionInput,
  language: Language = 'ar',
  on = server,
) {
  return on.send(notificationsApi.savePushSubscription, { body }, { token: user?.token, language });
}
async function subscribed(
  user: SignedIn,
  answers: PushAnswer | PushAnswer[] = 201,
  on = server,
): Promise<TestBrowser> {
  const browser = push.newBrowser(answers);
  expect((await subscribe(user, { subscription: browser.subscription }, 'ar', on)).status).toBe(204);
  return browser;
}
async function message(from: SignedIn, adId: number, on = server) {
  const answer = await on.send(
    messagesApi.sendPropertyMessage,
    { body: { propertyId: adId, message: 'هل يمكنني زيارة العقار غدًا؟' } },
    { token: from.token },
  );
  expect(answer.status).toBe(201);
}
async function newest(user: SignedIn, language: Language = 'ar') {
  const answer = await server.send(notificationsApi.listNotifications, {}, { token: user.token, language });
  return answer.body.data[0]!;
}
const rowsOf = (userId: string) =>
  server.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
const pushesTo = (browser: TestBrowser) =>
  push.received.filter((received) => received.endpoint === browser.subscription.endpoint);

/** The push jobs of one browser, oldest first: their try number and how long each waited to start. */
async function pushJobsOf(subscriptionId: number) {
  return rawRows<{ attempt: number; state: string; waitSeconds: number }>(
    server.deps.db,
    sql`
    select (data->>'attempt')::int as attempt, state::text as state,
      extract(epoch from start_after - created_on)::float8 as "waitSeconds"
    from pgboss.job where name = ${PUSH_QUEUE.name} and (data->>'subscriptionId')::int = ${subscriptionId}
    order by created_on`,
  );
}
const subscriptionIdOf = async (browser: TestBrowser) => {
  const [row] = await server.deps.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, browser.subscription.endpoint));
  return row!.id;
};

describe('GET push-public-key', () => {
  it('answers the VAPID public key without sign-in: a P-256 point generated into DATA_DIR', async () => {
    const answer = await server.send(notificationsApi.pushPublicKey);
    expect(answer.status).toBe(200);
    const key = Buffer.from(answer.body.publicKey, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    const file = path.join(server.dataDir, 'secrets', 'vapid-keys.json');
    expect((JSON.parse(await readFile(file, 'utf8')) as VapidKeys).publicKey).toBe(answer.body.publicKey);
    expect((await stat(file)).mode & 0o077).toBe(0);
    expect((await server.send(notificationsApi.pushPublicKey)).body).toEqual(answer.body);
  });

  it('uses VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when they are set, and writes no key file', async () => {
    const keys = generateVapidKeys();
    const configured = await startTestServer({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
    });
    try {
      const answer = await configured.send(notificationsApi.pushPublicKey);
      expect(answer.body).toEqual({ publicKey: keys.publicKey });
      await expect(stat(path.join(configured.dataDir, 'secrets', 'vapid-keys.json'))).rejects.toThrow();
    } finally {
      await configured.close();
    }
  });
});

describe('POST push-subscription', () => {
  it('needs a signed-in caller', async () => {
    const answer = await subscribe(undefined, { subscription: push.newBrowser().subscription }, 'en');
    expect({ status: answer.status, body: answer.error }).toMatchObject({
      status: 401,
      body: { message: 'Please log in' },
    });
  });

  it("saves the browser for the caller's session; the same browser saved again stays one row", async () => {
    const user = await signIn(server);
    const browser = await subscribed(user);
    expect((await subscribe(user, { subscription: browser.subscription })).status).toBe(204);
    const rows = await rowsOf(user.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      endpoint: browser.subscription.endpoint,
      p256dh: browser.subscription.keys.p256dh,
      auth: browser.subscription.keys.auth,
    });
  });

  it('a browser belongs to whoever saved it last', async () => {
    const first = await signIn(server);
    const second = await signIn(server);
    const browser = await subscribed(first);
    expect((await subscribe(second, { subscription: browser.subscription })).status).toBe(204);
    expect(await rowsOf(first.userId)).toHaveLength(0);
    expect(await rowsOf(second.userId)).toHaveLength(1);
  });

  it('keeps the 10 most recently saved browsers of a user', async () => {
    const user = await signIn(server);
    const browsers: TestBrowser[] = [];
    for (let i = 0; i < 11; i += 1) {
      browsers.push(await subscribed(user));
      server.clock.advance(1);
    }
    const endpoints = (await rowsOf(user.userId)).map((row) => row.endpoint).sort();
    expect(endpoints).toEqual(
      browsers
        .slice(1)
        .map((browser) => browser.subscription.endpoint)
        .sort(),
    );
  });

  it.each([
    ['an http endpoint', { endpoint: `http://${PUSH_HOST}/x` }, 'subscription.endpoint'],
    ['a host that is no push service', { endpoint: 'https://intranet.example/x' }, 'subscription.endpoint'],
    ['an explicit port', { endpoint: `https://${PUSH_HOST}:8443/x` }, 'subscription.endpoint'],
    ['credentials in the URL', { endpoint: `https://user:pw@${PUSH_HOST}/x` }, 'subscription.endpoint'],
    ['no URL at all', { endpoint: 'not a url' }, 'subscription.endpoint'],
    [
      'an endpoint over 2048 characters',
      { endpoint: `https://${PUSH_HOST}/${'a'.repeat(2048)}` },
      'subscription.endpoint',
      'Must be at most 2048',
    ],
    ['a p256dh that is no point on P-256', { p256dh: 'B'.repeat(87) }, 'subscription.keys.p256dh'],
    ['a p256dh of the wrong size', { p256dh: 'BA' }, 'subscription.keys.p256dh'],
    ['an auth secret of the wrong size', { auth: 'AAAA' }, 'subscription.keys.auth'],
    ['an auth secret that is no base64url', { auth: '!'.repeat(22) }, 'subscription.keys.auth'],
  ])(
    'refuses %s: 422 naming the field',
    async (_what, change, field, message = 'This value is not valid') => {
      const user = await signIn(server);
      const { subscription } = push.newBrowser();
      const { endpoint, p256dh, auth } = change as Record<string, string>;
      const body = {
        subscription: {
          ...subscription,
          ...(endpoint === undefined ? {} : { endpoint }),
          keys: { p256dh: p256dh ?? subscription.keys.p256dh, auth: auth ?? subscription.keys.auth },
        },
      };
      const answer = await subscribe(user, body, 'en');
      expect(answer.status).toBe(422);
      expect(answer.error.errors).toHaveProperty([field]);
      expect(answer.error.message).toBe(message);
      expect(await rowsOf(user.userId)).toHaveLength(0);
    },
  );

  it('refuses a body without a subscription or of the wrong shape, in Arabic by default', async () => {
    const user = await signIn(server);
    for (const body of [
      {} as never,
      { subscription: 'https://push.test/x' as never },
      { subscription: { endpoint: 1 } as never },
      [] as never,
    ]) {
      const answer = await subscribe(user, body);
      expect(answer.status).toBe(422);
      expect(typeof answer.error.message).toBe('string');
    }
    // Cut-off JSON sent as a text body: no typed input sends it.
    const malformed = await server.call(
      'POST',
      notificationsApi.savePushSubscription.path,
      '{"subscription":',
      {
        token: user.token,
        language: 'ar',
      },
    );
    expect(malformed.status).toBe(400);
  });

  it('DELETE forgets the caller’s browser and leaves other users’ alone', async () => {
    const user = await signIn(server);
    const other = await signIn(server);
    const mine = await subscribed(user);
    const theirs = await subscribed(other);
    const remove = (who: SignedIn, endpoint: string) =>
      server.send(notificationsApi.removePushSubscription, { body: { endpoint } }, { token: who.token });
    expect((await remove(user, theirs.subscription.endpoint)).status).toBe(204);
    expect(await rowsOf(other.userId)).toHaveLength(1);
    expect((await remove(user, mine.subscription.endpoint)).status).toBe(204);
    expect(await rowsOf(user.userId)).toHaveLength(0);
  });
});

describe('sending', () => {
  it('pushes a new notification encrypted for the browser, signed with VAPID: { id, title, body, url }', async () => {
    const owner = await signIn(server);
    const adId = await publishedAd(server, l, owner);
    const browser = await subscribed(owner);
    await message(await signIn(server), adId);

    const received = await push.pushTo(browser);
    const listed = await newest(owner);
    expect(received.message).toEqual({
      id: listed.id,
      title: 'رسالة جديدة',
      body: listed.body,
      url: `${PUBLIC_URL}/RecidenceDetailes/${adId}`,
    });
    const { publicKey } = (await server.send(notificationsApi.pushPublicKey)).body;
    expect(received.vapidKey).toBe(publicKey);
    expect(received.claims).toMatchObject({ aud: `https://${PUSH_HOST}`, sub: 'mailto:info@manzil.sa' });
    expect(received.headers.ttl).toBe('86400');
    expect(received.headers['content-encoding']).toBe('aes128gcm');
    expect(push.rejected).toEqual([]);
    await jobsSettled(server.deps.db);
    expect(await pushJobsOf(await subscriptionIdOf(browser))).toMatchObject([
      { attempt: 1, state: 'completed' },
    ]);
  });

  it('an industrial ad opens /IndustryDetailes; the receiver’s preferred language picks the words', async () => {
    const owner = await signIn(server);
    const profile = await server.send(
      account.updateProfile,
      { body: { preferredLanguage: 'en' } },
      { token: owner.token },
    );
    expect(profile.status).toBe(200);
    const adId = await publishedAd(server, l, owner, 'industry');
    const browser = await subscribed(owner);
    await message(await signIn(server), adId);
    const received = await push.pushTo(browser);
    expect(received.message).toMatchObject({
      title: 'New message',
      body: (await newest(owner, 'en')).body,
      url: `${PUBLIC_URL}/IndustryDetailes/${adId}`,
    });
  });

  it('a saved search’s alert carries a button that stops its alerts through the signed link, no sign-in', async () => {
    const seeker = await signIn(server);
    const created = await server.send(
      savedSearchesApi.createSavedSearch,
      { body: { name: 'فلل الرياض', filters: { Category: 1, CityId: l.id('region', 'city:riyadh') } } },
      { token: seeker.token },
    );
    expect(created.status).toBe(201);
    const browser = await subscribed(seeker);
    const ad = await createAd(server, (await signIn(server)).token, 'residence', residenceBody(l));
    expect((await approveAd(server, await loginAdmin(server), ad.id)).status).toBe(204);

    const received = await push.pushTo(browser);
    expect(received.message).toMatchObject({
      title: 'إعلان جديد يطابق بحثك',
      url: `${PUBLIC_URL}/RecidenceDetailes/${ad.id}`,
      unsubscribe: {
        title: 'إيقاف تنبيهات هذا البحث',
        url: expect.stringMatching(
          /^https:\/\/manzil\.example\/saved-searches\/unsubscribe\?id=\d+&at=\d+&token=/,
        ) as string,
      },
    });
    const link = new URL((received.message as { unsubscribe: { url: string } }).unsubscribe.url).searchParams;
    expect(Number(link.get('id'))).toBe(created.body.id);
    const stopped = await server.send(savedSearchesApi.unsubscribeSavedSearch, {
      body: { id: Number(link.get('id')), at: Number(link.get('at')), token: link.get('token')! },
    });
    expect(stopped.body).toEqual({ name: 'فلل الرياض', paused: true });
  });

  it('reaches every browser of the receiver, and removes a subscription its push service calls gone (410)', async () => {
    const owner = await signIn(server);
    const adId = await publishedAd(server, l, owner);
    const laptop = await subscribed(owner);
    const phone = await subscribed(owner, 410);
    const expired = await subscribed(owner, 404);
    await message(await signIn(server), adId);
    await Promise.all([push.pushTo(laptop), push.pushTo(phone), push.pushTo(expired)]);
    await eventually(
      async () => (await rowsOf(owner.userId)).length === 1,
      'the 404 and 410 subscriptions removed',
    );
    expect((await rowsOf(owner.userId))[0]?.endpoint).toBe(laptop.subscription.endpoint);
  });

  it('stops when the session that saved the browser logs out; other sessions still get theirs', async () => {
    const owner = await signIn(server);
    server.clock.advance(61);
    const again = await signIn(server, owner.e164);
    const adId = await publishedAd(server, l, owner);
    const shared = await subscribed(owner);
    const own = await subscribed(again);
    const logout = await server.send(account.logout, { body: { refreshToken: owner.refreshToken } });
    expect(logout.status).toBe(204);
    await message(await signIn(server), adId);
    await push.pushTo(own);
    await jobsSettled(server.deps.db);
    expect(pushesTo(shared)).toEqual([]);
  });

  it('a user without a push subscription queues nothing', async () => {
    const owner = await signIn(server);
    const adId = await publishedAd(server, l, owner);
    await message(await signIn(server), adId);
    const { id } = await newest(owner);
    const queued = await rawRows(
      server.deps.db,
      sql`select 1 from pgboss.job where name = ${PUSH_QUEUE.name} and (data->>'notificationId')::int = ${id}`,
    );
    expect(queued).toEqual([]);
  });

  it('a refused push fails neither the request nor anything else, and the log names no secret', async () => {
    const owner = await signIn(server);
    const adId = await publishedAd(server, l, owner);
    const broken = await subscribed(owner, 400);
    const started = Date.now();
    await message(await signIn(server), adId);
    expect(Date.now() - started).toBeLessThan(2000);
    await push.pushTo(broken);
    await jobsSettled(server.deps.db);
    expect(await rowsOf(owner.userId)).toHaveLength(1);
    expect(await pushJobsOf(await subscriptionIdOf(broken))).toHaveLength(1);

    const logs = server.logs.join('');
    expect(logs).toContain('push service refused a message');
    const vapid = JSON.parse(
      await readFile(path.join(server.dataDir, 'secrets', 'vapid-keys.json'), 'utf8'),
    ) as VapidKeys;
    const secrets = [
      vapid.privateKey,
      ...push.received.flatMap((received) => [new URL(received.endpoint).pathname]),
      broken.subscription.keys.auth,
      broken.subscription.keys.p256dh,
      broken.subscription.endpoint,
    ];
    for (const secret of secrets) expect(logs).not.toContain(secret);
  });

  it('a push the service refuses for now (503, Retry-After) is tried again after the wait it asked for', async () => {
    const owner = await signIn(server);
    const adId = await publishedAd(server, l, owner);
    const busy = await subscribed(owner, [{ status: 503, retryAfter: '2' }, 201]);
    await message(await signIn(server), adId);
    const first = await push.pushTo(busy);
    const second = await push.pushTo(busy, 15_000, 1);
    expect([first.status, second.status]).toEqual([503, 201]);
    expect(second.message).toEqual(first.message);
    const jobs = await pushJobsOf(await subscriptionIdOf(busy));
    expect(jobs.map((job) => job.attempt)).toEqual([1, 2]);
    // The retry was queued to start no sooner than Retry-After (2 s), though the back-off asked for 1.
    expect(jobs[1]!.waitSeconds).toBeGreaterThanOrEqual(2);
    expect(server.logs.join('')).toContain('push message could not be sent now; retrying later');
  });

  it('backs off, doubling, when the service gives no Retry-After, and a dropped connection counts as busy', async () => {
    const owner = await signIn(server);
    const adId = await publishedAd(server, l, owner);
    const flaky = await subscribed(owner, [500, 'drop', 201]);
    await message(await signIn(server), adId);
    const delivered = await push.pushTo(flaky, 20_000, 2);
    expect(pushesTo(flaky).map((received) => received.status)).toEqual([500, 0, 201]);
    expect(delivered.message).toEqual(pushesTo(flaky)[0]!.message);
    const jobs = await pushJobsOf(await subscriptionIdOf(flaky));
    expect(jobs.map((job) => job.attempt)).toEqual([1, 2, 3]);
    // PUSH_RETRY_BASE_SECONDS = 1: the first retry waits 1 s or a little more, the second twice that.
    expect(jobs[1]!.waitSeconds).toBeGreaterThanOrEqual(1);
    expect(jobs[2]!.waitSeconds).toBeGreaterThanOrEqual(2);
    expect(await rowsOf(owner.userId)).toHaveLength(1);
  });

  it('a queued push of a notification older than the push TTL is dropped', async () => {
    const owner = await signIn(server);
    const adId = await publishedAd(server, l, owner);
    const browser = await subscribed(owner);
    const subscriptionId = await subscriptionIdOf(browser);
    const now = server.clock.now();
    const [fresh, stale] = await server.deps.db
      .insert(notifications)
      .values(
        [now, new Date(now.getTime() - 25 * 3600 * 1000)].map((createdAt) => ({
          userId: owner.userId,
          type: 'adApproved' as const,
          params: { titleAr: 'فيلا', titleEn: 'Villa' },
          propertyId: adId,
          category: 1,
          createdAt,
        })),
      )
      .returning();
    await server.deps.jobs.send(
      PUSH_QUEUE,
      [stale!, fresh!].map((row) => ({ data: { notificationId: row.id, subscriptionId, attempt: 1 } })),
    );
    const received = await push.pushTo(browser);
    await jobsSettled(server.deps.db);
    expect(received.message).toMatchObject({ id: fresh!.id, title: 'تمت الموافقة على إعلانك' });
    expect(pushesTo(browser)).toHaveLength(1);
  });
});

describe('verifycode with fcmToken', () => {
  async function signInWith(fcmToken: string): Promise<SignedIn> {
    const { e164 } = newSaudiMobile();
    const registered = await server.send(account.register, { body: { phoneNumber: e164, dialCode: '+966' } });
    const code = await server.lastCode(e164);
    const verified = await server.send(account.verifyCode, {
      body: {
        code,
        id: registered.body.guid,
        deviceId: 'browser-1',
        fcmToken,
        acceptedTermsVersion: TERMS_VERSION,
      },
    });
    expect(verified.status).toBe(200);
    return { ...verified.body, userId: userIdOf(verified.body.token), e164 };
  }

  it('saves the token when it is a Web Push subscription (JSON), and pushes reach that browser', async () => {
    const browser = push.newBrowser();
    const owner = await signInWith(JSON.stringify(browser.subscription));
    expect((await rowsOf(owner.userId)).map((row) => row.endpoint)).toEqual([browser.subscription.endpoint]);
    const adId = await publishedAd(server, l, owner);
    await message(await signIn(server), adId);
    expect((await push.pushTo(browser)).message).toMatchObject({ title: 'رسالة جديدة' });
  });

  it('ignores anything else and signs in all the same', async () => {
    const insecure = push.newBrowser().subscription;
    for (const token of [
      'fMEQvF0xTUi3:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx',
      JSON.stringify({ ...insecure, endpoint: insecure.endpoint.replace('https', 'http') }),
      '{"endpoint":',
      JSON.stringify({ endpoint: 'https://intranet.example/x', keys: insecure.keys }),
    ]) {
      const user = await signInWith(token);
      expect(await rowsOf(user.userId)).toEqual([]);
    }
  });
});
