import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as account from '#contract/endpoints/account.js';
import * as users from '#contract/endpoints/dashboard/users.js';
import * as messages from '#contract/endpoints/messages.js';
import * as notifications from '#contract/endpoints/notifications.js';
import { properties } from '#server/db/schema/index.js';
import { notifyAdApproved } from '#server/modules/notifications/events.js';
import { publishedAd } from '#server/test/support/fixtures/conversation-fixtures.js';
import {
  endsWithin,
  isStream,
  openSse,
  type OpenedStream,
  type SseStream,
  type StreamOptions,
} from '#server/test/support/clients/sse-client.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { adminEnv, loginAdmin } from '#server/test/support/fixtures/staff-fixtures.js';
import { startTestServer } from '#server/test/support/servers/test-server.js';
import { useLookups, useTestServer } from '#server/test/support/suite.js';

const HEARTBEAT_SECONDS = 0.2;
const opened: SseStream[] = [];

const server = useTestServer({
  ...adminEnv,
  NOTIFICATION_HEARTBEAT_SECONDS: String(HEARTBEAT_SECONDS),
});
const l = useLookups(server);
afterAll(async () => {
  for (const stream of opened) stream.close();
});

async function open(
  user: SignedIn | undefined,
  options: StreamOptions = {},
  on = server,
): Promise<OpenedStream> {
  const answer = await openSse(`${on.url}${notifications.notificationStream.path}`, {
    token: user?.token,
    ...options,
  });
  if (isStream(answer)) opened.push(answer);
  return answer;
}
async function stream(user: SignedIn, options: StreamOptions = {}, on = server): Promise<SseStream> {
  const answer = await open(user, options, on);
  if (!isStream(answer)) throw new Error(`stream answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer;
}

/** An inquirer's message: the owner gets a `newMessage` notification (one per unread conversation). */
async function message(from: SignedIn, adId: number, on = server) {
  const answer = await on.send(
    messages.sendPropertyMessage,
    { body: { propertyId: adId, message: 'هل العقار متاح للمعاينة؟' } },
    { token: from.token },
  );
  expect(answer.status).toBe(201);
}
async function notificationsOf(user: SignedIn, language: 'ar' | 'en' = 'ar', on = server) {
  const answer = await on.send(
    notifications.listNotifications,
    { query: { PageSize: 100 } },
    { token: user.token, language },
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}
const dataOf = (event: { data: string }) => JSON.parse(event.data) as { id: number };

describe('GET stream: who may open it', () => {
  it('answers 401 without a token or with a bad one, in the request language', async () => {
    const none = await open(undefined);
    expect(none).toMatchObject({ status: 401, body: { message: 'يرجى تسجيل الدخول' } });
    const english = await open(undefined, { language: 'en' });
    expect(english).toMatchObject({ status: 401, body: { message: 'Please log in' } });
    const forged = await open({ token: 'a.b.c' } as SignedIn);
    expect(forged.status).toBe(401);
  });

  it('answers 401 once the session is logged out', async () => {
    const user = await signIn(server);
    const logout = await server.send(account.logout, { body: { refreshToken: user.refreshToken } });
    expect(logout.status).toBe(204);
    expect((await open(user)).status).toBe(401);
  });
});

describe('GET stream: events', () => {
  let owner: SignedIn;
  let adId: number;

  beforeAll(async () => {
    owner = await signIn(server);
    adId = await publishedAd(server, l, owner);
  });

  it('sends a new notification as `event: notification`, data exactly as GetAll writes it, in the stream’s language', async () => {
    const arabic = await stream(owner);
    const english = await stream(owner, { language: 'en' });
    expect(arabic.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(arabic.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(arabic.headers.get('content-encoding')).toBeNull();
    expect(arabic.retries).toEqual([3000]);

    const buyer = await signIn(server);
    await message(buyer, adId);
    const [ar, en] = await Promise.all([arabic.next(), english.next()]);
    const [listedAr] = await notificationsOf(owner, 'ar');
    const [listedEn] = await notificationsOf(owner, 'en');
    expect(ar.event).toBe('notification');
    expect(ar.id).toBe(String(listedAr?.id));
    expect(JSON.parse(ar.data)).toEqual(listedAr);
    expect(JSON.parse(en.data)).toEqual(listedEn);
    expect(listedAr).toMatchObject({
      type: 'newMessage',
      title: 'رسالة جديدة',
      read: false,
      propertyId: adId,
    });
    expect(listedEn).toMatchObject({ title: 'New message' });
    arabic.close();
    english.close();
  });

  it('a first connection sends only what is created after it', async () => {
    expect((await notificationsOf(owner)).length).toBeGreaterThan(0);
    const live = await stream(owner);
    await live.comment(2);
    expect(live.events).toEqual([]);
    const other = await publishedAd(server, l, owner);
    await message(await signIn(server), other);
    const event = await live.next();
    expect(dataOf(event).id).toBe((await notificationsOf(owner))[0]?.id);
    live.close();
  });

  it(`writes a comment line every NOTIFICATION_HEARTBEAT_SECONDS (${HEARTBEAT_SECONDS} s here)`, async () => {
    const live = await stream(owner);
    const started = Date.now();
    await live.comment(3, 3000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * HEARTBEAT_SECONDS * 1000 * 0.8);
    expect(new Set(live.comments)).toEqual(new Set(['heartbeat']));
    live.close();
  });

  it('reconnecting with Last-Event-ID replays the notifications created after that id, in order, then goes on live', async () => {
    const seller = await signIn(server);
    const ad = await publishedAd(server, l, seller);
    for (let i = 0; i < 3; i += 1) await message(await signIn(server), ad);
    const ids = (await notificationsOf(seller)).map((n) => n.id).reverse();
    expect(ids).toHaveLength(3);

    const resumed = await stream(seller, { lastEventId: String(ids[0]) });
    expect((await resumed.next()).id).toBe(String(ids[1]));
    expect((await resumed.next()).id).toBe(String(ids[2]));
    await message(await signIn(server), ad);
    const live = await resumed.next();
    expect(Number(live.id)).toBeGreaterThan(ids[2] ?? 0);
    expect(live.event).toBe('notification');

    const fromZero = await stream(seller, { lastEventId: '0' });
    const replayed = [
      await fromZero.next(),
      await fromZero.next(),
      await fromZero.next(),
      await fromZero.next(),
    ];
    expect(replayed.map((event) => event.id)).toEqual([...ids, live.id].map(String));
    resumed.close();
    fromZero.close();
  });

  it('a Last-Event-ID that is not an id of ours means no replay', async () => {
    for (const lastEventId of ['abc', '-1', '99999999999', '1e3']) {
      const live = await stream(owner, { lastEventId });
      await live.comment(1);
      expect(live.events).toEqual([]);
      live.close();
    }
  });
});

describe('GET stream: only the caller’s notifications', () => {
  it('another user’s notifications never reach a stream', async () => {
    const first = await signIn(server);
    const second = await signIn(server);
    const firstAd = await publishedAd(server, l, first);
    const secondAd = await publishedAd(server, l, second);
    const firstStream = await stream(first);
    const secondStream = await stream(second);

    const buyer = await signIn(server);
    await message(buyer, firstAd);
    const firstEvent = await firstStream.next();
    await message(buyer, secondAd);
    const secondEvent = await secondStream.next();

    expect(dataOf(firstEvent).id).toBe((await notificationsOf(first))[0]?.id);
    expect(dataOf(secondEvent).id).toBe((await notificationsOf(second))[0]?.id);
    // Each stream got its own event first and nothing of the other's since.
    await firstStream.comment(firstStream.comments.length + 2);
    expect(firstStream.events).toHaveLength(1);
    expect(secondStream.events).toHaveLength(1);
    firstStream.close();
    secondStream.close();
  });

  it('an event whose transaction rolls back announces nothing', async () => {
    const owner = await signIn(server);
    const adId = await publishedAd(server, l, owner);
    const live = await stream(owner);
    const [ad] = await server.deps.db.select().from(properties).where(eq(properties.id, adId));
    if (!ad) throw new Error('no ad');
    await expect(
      server.deps.db.transaction(async (tx) => {
        await notifyAdApproved(tx, server.clock.now(), ad);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await message(await signIn(server), adId);
    const event = await live.next();
    expect(JSON.parse(event.data)).toMatchObject({ type: 'newMessage' });
    expect(await notificationsOf(owner)).toHaveLength(1);
    live.close();
  });
});

describe('GET stream: ends with its session', () => {
  /** Another session of the same user, as on a second device. */
  async function secondSession(user: SignedIn): Promise<SignedIn> {
    server.clock.advance(61);
    return signIn(server, user.e164);
  }

  it('logout ends the streams of that session within a second; another session of the user keeps its own', async () => {
    const owner = await signIn(server);
    const adId = await publishedAd(server, l, owner);
    const otherDevice = await secondSession(owner);
    const loggedOut = await stream(owner);
    const kept = await stream(otherDevice);

    const logout = await server.send(account.logout, { body: { refreshToken: owner.refreshToken } });
    expect(logout.status).toBe(204);
    await endsWithin(loggedOut, 1000);

    await message(await signIn(server), adId);
    expect(dataOf(await kept.next()).id).toBe((await notificationsOf(otherDevice))[0]?.id);
    expect(loggedOut.events).toEqual([]);
    expect(kept.isEnded()).toBe(false);
    kept.close();
  });

  it('a staff block ends every stream of the user within a second', async () => {
    const user = await signIn(server);
    const otherDevice = await secondSession(user);
    const streams = [await stream(user), await stream(user), await stream(otherDevice)];

    const blocked = await server.send(
      users.blockUser,
      { params: { id: user.userId } },
      { token: await loginAdmin(server) },
    );
    expect(blocked.status).toBe(200);
    await Promise.all(streams.map((live) => endsWithin(live, 1000)));
    for (const live of streams) expect(live.events).toEqual([]);
  });

  it('deleting the account ends every stream of the user within a second', async () => {
    const user = await signIn(server);
    const otherDevice = await secondSession(user);
    const streams = [await stream(user), await stream(otherDevice)];

    const deleted = await server.send(account.deleteAccount, {}, { token: user.token });
    expect(deleted.status).toBe(204);
    await Promise.all(streams.map((live) => endsWithin(live, 1000)));
    for (const live of streams) expect(live.events).toEqual([]);
  });

  it('a reused refresh token ends the streams of its session within a second', async () => {
    const user = await signIn(server);
    const live = await stream(user);
    const refresh = (token: string) => server.send(account.refreshToken, { body: { refreshToken: token } });
    expect((await refresh(user.refreshToken)).status).toBe(200);
    server.clock.advance(11);
    expect((await refresh(user.refreshToken)).status).toBe(401);
    await endsWithin(live, 1000);
    expect(live.events).toEqual([]);
  });
});

describe('GET stream: limits and shutdown', () => {
  it('a sixth stream of one user answers 429 with Retry-After; closing one frees a place', async () => {
    const user = await signIn(server);
    const five = await Promise.all(Array.from({ length: 5 }, () => stream(user)));
    const sixth = await open(user, { language: 'en' });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBe('30');
    expect((sixth as { body: { message: string } }).body.message).toBe(
      'Too many requests, try again in 30 seconds',
    );
    expect((await open(await signIn(server))).status).toBe(200);

    five[0]?.close();
    let again = await open(user);
    for (let i = 0; i < 40 && again.status === 429; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await open(user);
    }
    expect(again.status).toBe(200);
  });

  it('closing the server ends its open streams and does not wait for them', async () => {
    const other = await startTestServer();
    const user = await signIn(other);
    const live = await stream(user, {}, other);
    const started = Date.now();
    await other.close();
    await live.ended;
    expect(live.isEnded()).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('GET stream: token lifetime and a lost listener', () => {
  it('ends when the bearer token expires; reconnecting with a fresh token and Last-Event-ID loses nothing', async () => {
    const owner = await signIn(server);
    const adId = await publishedAd(server, l, owner);
    server.clock.advance(15 * 60 - 1);
    const live = await stream(owner);
    await live.ended;
    expect(live.isEnded()).toBe(true);

    server.clock.advance(2);
    expect((await open(owner)).status).toBe(401);
    await message(await signIn(server), adId);
    const refreshed = await server.send(account.refreshToken, {
      body: { refreshToken: owner.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    const again = await stream({ ...owner, token: refreshed.body.token }, { lastEventId: '0' });
    expect(JSON.parse((await again.next()).data)).toMatchObject({ type: 'newMessage', propertyId: adId });
    again.close();
  });

  // Only PostgreSQL has a LISTEN connection to lose; CI's PostgreSQL run of this suite covers it.
  if (process.env.DATABASE_URL) {
    it('after the LISTEN connection drops, the listener reconnects and open streams catch up', async () => {
      const owner = await signIn(server);
      const adId = await publishedAd(server, l, owner);
      const live = await stream(owner);
      const dropped = await server.deps.db.execute(sql`
        select pg_terminate_backend(pid) as done from pg_stat_activity
        where datname = current_database() and query = 'LISTEN manzil_notifications' and pid <> pg_backend_pid()`);
      expect((dropped as { rows: unknown[] }).rows).toHaveLength(1);
      await message(await signIn(server), adId);
      const event = await live.next(10_000);
      expect(JSON.parse(event.data)).toMatchObject({ type: 'newMessage', propertyId: adId });
      expect(server.logs.join('')).toContain('notification listener lost its database connection');
      live.close();
    });
  }
});
