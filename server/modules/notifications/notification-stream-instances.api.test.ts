import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as account from '#contract/endpoints/account.js';
import * as messages from '#contract/endpoints/messages.js';
import * as notifications from '#contract/endpoints/notifications.js';
import { generateVapidKeys } from '#server/modules/push/index.js';
import { loadLookups, type Lookups } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { publishedAd } from '#server/test/support/fixtures/conversation-fixtures.js';
import {
  PUSH_HOST,
  startFakePushService,
  type FakePushService,
} from '#server/test/support/fakes/fake-push-service.js';
import { jobsSettled } from '#server/test/support/readers/jobs.js';
import {
  endsWithin,
  isStream,
  openSse,
  type SseStream,
  type StreamOptions,
} from '#server/test/support/clients/sse-client.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';

/**
 * Several server processes on one PostgreSQL database: an event written through one reaches the
 * streams held by another (LISTEN/NOTIFY). PGlite is single-process by design (DATA_DIR lock), so
 * without DATABASE_URL the same scenario runs with A and B being one server.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const variant = onPostgres
  ? 'two servers on one PostgreSQL database'
  : 'single-process variant: embedded PGlite, A and B are one server (set DATABASE_URL for two servers)';

let a: TestServer;
let b: TestServer;
let l: Lookups;
let push: FakePushService;
const opened: SseStream[] = [];

beforeAll(async () => {
  push = await startFakePushService();
  // Servers that share a database share their VAPID keys (configured, as in production).
  const keys = generateVapidKeys();
  const env = {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    PUSH_SERVICE_HOSTS: PUSH_HOST,
  };
  a = await startTestServer(env, { pushFetch: push.fetch });
  b = onPostgres
    ? await startTestServer(env, {
        database: a.deps.database,
        secrets: a.deps.secrets,
        pushFetch: push.fetch,
      })
    : a;
  l = await loadLookups(a);
  if (!onPostgres) console.info(`notification-stream-instances: ${variant}`);
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  if (b !== a) await b.close();
  await a.close();
  await push.close();
});

async function stream(on: TestServer, user: SignedIn, options: StreamOptions = {}): Promise<SseStream> {
  const answer = await openSse(`${on.url}${notifications.notificationStream.path}`, {
    token: user.token,
    ...options,
  });
  if (!isStream(answer)) throw new Error(`stream answered ${answer.status}`);
  opened.push(answer);
  return answer;
}
async function message(on: TestServer, from: SignedIn, adId: number) {
  const answer = await on.send(
    messages.sendPropertyMessage,
    { body: { propertyId: adId, message: 'السلام عليكم، هل السعر قابل للتفاوض؟' } },
    { token: from.token },
  );
  expect(answer.status).toBe(201);
}
async function newest(on: TestServer, user: SignedIn, language: 'ar' | 'en' = 'ar') {
  const answer = await on.send(notifications.listNotifications, {}, { token: user.token, language });
  expect(answer.status).toBe(200);
  const [first] = answer.body.data;
  if (!first) throw new Error('no notification yet');
  return first;
}

describe(`live delivery across server instances (${variant})`, () => {
  it('the two servers are separate instances on one database when DATABASE_URL is set', () => {
    if (onPostgres) {
      expect(b).not.toBe(a);
      expect(b.url).not.toBe(a.url);
      expect(b.deps.database).toBe(a.deps.database);
    } else {
      expect(a.deps.database.kind).toBe('pglite');
      expect(b).toBe(a);
    }
  });

  it('a message sent through server A reaches a stream opened on server B', async () => {
    const owner = await signIn(a);
    const buyer = await signIn(a);
    const adId = await publishedAd(a, l, owner);
    const onB = await stream(b, owner, { language: 'en' });
    await message(a, buyer, adId);
    const event = await onB.next();
    expect(event.event).toBe('notification');
    expect(JSON.parse(event.data)).toEqual(await newest(b, owner, 'en'));
    expect(JSON.parse(event.data)).toMatchObject({
      type: 'newMessage',
      title: 'New message',
      propertyId: adId,
    });
  });

  it('and the other way round, to the right user only', async () => {
    const first = await signIn(b);
    const second = await signIn(b);
    const firstAd = await publishedAd(a, l, first);
    const secondAd = await publishedAd(a, l, second);
    const firstOnA = await stream(a, first);
    const secondOnA = await stream(a, second);
    const buyer = await signIn(b);
    await message(b, buyer, firstAd);
    expect(JSON.parse((await firstOnA.next()).data)).toEqual(await newest(a, first));
    await message(b, buyer, secondAd);
    expect(JSON.parse((await secondOnA.next()).data)).toEqual(await newest(a, second));
    expect(firstOnA.events).toHaveLength(1);
    expect(secondOnA.events).toHaveLength(1);
  });

  it('reconnecting to B with Last-Event-ID replays what A created meanwhile', async () => {
    const owner = await signIn(a);
    const adId = await publishedAd(a, l, owner);
    const onA = await stream(a, owner);
    await message(a, await signIn(a), adId);
    const seen = await onA.next();
    onA.close();
    const anotherAd = await publishedAd(a, l, owner);
    await message(a, await signIn(a), anotherAd);
    const missed = await newest(a, owner);
    const onB = await stream(b, owner, { lastEventId: seen.id ?? '' });
    expect((await onB.next()).id).toBe(String(missed.id));
  });

  it('each new notification is pushed once, however many servers hear of it', async () => {
    const owner = await signIn(a);
    const browser = push.newBrowser();
    const saved = await b.send(
      notifications.savePushSubscription,
      { body: { subscription: browser.subscription } },
      { token: owner.token },
    );
    expect(saved.status).toBe(204);
    const adId = await publishedAd(a, l, owner);
    await message(a, await signIn(a), adId);
    const received = await push.pushTo(browser);
    expect(received.message).toMatchObject({ id: (await newest(b, owner)).id, title: 'رسالة جديدة' });
    // Give the other server time to hear the announcement too, then wait for both to finish with it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await Promise.all([a.deps.live.idle(), b.deps.live.idle(), jobsSettled(a.deps.db)]);
    expect(push.received.filter((push) => push.endpoint === browser.subscription.endpoint)).toHaveLength(1);
  });

  it('a logout through server A ends the stream of that session open on server B within a second', async () => {
    const owner = await signIn(a);
    const adId = await publishedAd(a, l, owner);
    // A second sign-in of the phone waits out the code cooldown; B's clock keeps pace with A's.
    for (const server of new Set([a, b])) server.clock.advance(61);
    const otherDevice = await signIn(a, owner.e164);
    const loggedOut = await stream(b, owner);
    const kept = await stream(b, otherDevice);

    const logout = await a.send(account.logout, { body: { refreshToken: owner.refreshToken } });
    expect(logout.status).toBe(204);
    await endsWithin(loggedOut, 1000);

    await message(a, await signIn(a), adId);
    expect(JSON.parse((await kept.next()).data)).toEqual(await newest(b, otherDevice));
    expect(loggedOut.events).toEqual([]);
  });

  it('deleting the account through server B ends its streams on server A within a second', async () => {
    const user = await signIn(b);
    const onA = await stream(a, user);
    const deleted = await b.send(account.deleteAccount, {}, { token: user.token });
    expect(deleted.status).toBe(204);
    await endsWithin(onA, 1000);
    expect(onA.events).toEqual([]);
  });
});
