import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as account from '#contract/endpoints/account.js';
import { TERMS_VERSION } from '#contract/legal.js';
import { lookupLists } from '#contract/endpoints/lookups.js';
import * as messages from '#contract/endpoints/messages.js';
import * as notifications from '#contract/endpoints/notifications.js';
import * as properties from '#contract/endpoints/properties.js';
import { lookupNames } from '#contract/lookups.js';
import { generateVapidKeys } from '#server/modules/push/index.js';
import type { ApiCaller } from '#server/test/support/clients/api-caller.js';
import {
  createAd,
  loadLookups,
  residenceBody,
  type Lookups,
} from '#server/test/support/fixtures/catalogue-fixtures.js';
import { startInstance, type Instance } from '#server/test/support/faults/fault-instance.js';
import { startPrivateRedis, type PrivateRedis } from '#server/test/support/faults/fault-redis.js';
import {
  newPostgresDatabase,
  type TestPostgresDatabase,
} from '#server/test/support/servers/private-postgres.js';
import { pinned, roundRobin } from '#server/test/support/clients/round-robin.js';
import { newSaudiMobile, signIn, userIdOf } from '#server/test/support/clients/sign-in-flow.js';
import { isStream, openSse, type SseStream } from '#server/test/support/clients/sse-client.js';
import { adminEnv, approveAd, loginAdmin } from '#server/test/support/fixtures/staff-fixtures.js';

/**
 * Three server processes on one PostgreSQL database and one Redis, behind a round-robin client: they
 * behave as one server. PostgreSQL is the DATABASE_URL server when set, else a private cluster (the
 * embedded PGlite is one process by design, so the `npm test` run uses PostgreSQL here too).
 */
const PER_MINUTE = 40;
const SMS_PER_IP = 5;

let workDir: string;
let postgres: TestPostgresDatabase;
let redis: PrivateRedis;
let servers: Instance[] = [];
let l: Lookups;
const opened: SseStream[] = [];

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'manzil-instances-'));
  [postgres, redis] = await Promise.all([newPostgresDatabase(), startPrivateRedis()]);
  const keys = generateVapidKeys();
  const env = {
    ...adminEnv,
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    JWT_SECRET: 'multi-instance-secret-0123456789abcdefghij',
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    TRUST_PROXY: '1',
    RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
    SMS_PER_IP_PER_10_MIN: String(SMS_PER_IP),
    // Long enough that only an invalidation, never expiry, can refresh a cached list within a test.
    LIST_CACHE_SECONDS: '600',
  };
  // One DATA_DIR for all, as a shared volume would be: one SMS outbox, one uploads folder.
  const dataDir = path.join(workDir, 'data');
  servers = await Promise.all([1, 2, 3].map(() => startInstance({ env, dataDir })));
  console.info(`multi-instance: three servers on ${postgres.where}, one private Redis`);
  l = await loadLookups(pinned(servers[0] as Instance, '198.51.100.250'));
}, 180_000);
afterAll(async () => {
  for (const stream of opened) stream.close();
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all([postgres.close(), redis.close()]);
  await rm(workDir, { recursive: true, force: true });
});

const server = (index: number) => {
  const found = servers[index];
  if (!found) throw new Error(`no server ${String(index)}`);
  return found;
};
let nextIp = 1;
/** Each scenario is another client address, so the per-IP limits of one do not touch another. */
const newClientIp = () => `198.51.100.${String((nextIp += 1))}`;

async function countUntilLimited(client: ApiCaller, tries: number): Promise<number> {
  let answered = 0;
  for (let index = 0; index < tries; index += 1) {
    const answer = await client.send(lookupLists[lookupNames[0]], { query: { PageSize: 1 } });
    if (answer.status === 429) break;
    expect(answer.status).toBe(200);
    answered += 1;
  }
  return answered;
}

describe('three servers on one PostgreSQL and one Redis', () => {
  it('sign-in: code requested on server 1, verified on server 2, refreshed on server 3', async () => {
    const ip = newClientIp();
    const phone = newSaudiMobile();
    const registered = await pinned(server(0), ip).send(account.register, {
      body: { phoneNumber: phone.national, dialCode: '+966' },
    });
    expect(registered.status).toBe(200);
    const code = await server(0).lastCode(phone.e164);
    const verified = await pinned(server(1), ip).send(account.verifyCode, {
      body: { code, id: registered.body.guid, acceptedTermsVersion: TERMS_VERSION },
    });
    expect(verified.status).toBe(200);
    const refreshed = await pinned(server(2), ip).send(account.refreshToken, {
      body: { refreshToken: verified.body.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    const userId = userIdOf(refreshed.body.token);
    expect(userId).toBe(userIdOf(verified.body.token));
    // The refreshed token works everywhere; a second tab replaying the spent one on another server
    // within the grace window gets the same current pair, as on one server.
    for (const [index, instance] of servers.entries()) {
      const profile = await pinned(instance, ip).send(
        account.getProfile,
        { params: { id: userId } },
        { token: refreshed.body.token },
      );
      expect(profile.status, `server ${String(index + 1)}`).toBe(200);
    }
    const reused = await pinned(server(0), ip).send(account.refreshToken, {
      body: { refreshToken: verified.body.refreshToken },
    });
    expect(reused.status).toBe(200);
    expect(reused.body.refreshToken).toBe(refreshed.body.refreshToken);
  });

  it('the per-minute limit is reached at the same total through three servers as on one (Redis store)', async () => {
    const onOne = await countUntilLimited(pinned(server(0), newClientIp()), PER_MINUTE + 5);
    const spread = roundRobin(servers, newClientIp());
    const throughThree = await countUntilLimited(spread, PER_MINUTE + 5);
    console.info(
      `multi-instance: per-minute limit hit after ${String(onOne)} requests on one server, ${String(throughThree)} through three`,
    );
    expect(onOne).toBe(PER_MINUTE);
    expect(throughThree).toBe(PER_MINUTE);
    expect(new Set(spread.served).size).toBe(3);
    expect(await redis.keys()).toBeGreaterThan(0);
  });

  it('sign-in limits count across servers: per phone (resend cooldown) and per IP', async () => {
    const ip = newClientIp();
    const client = roundRobin(servers, ip);
    const phone = newSaudiMobile();
    const register = (national: string) =>
      client.send(
        account.register,
        { body: { phoneNumber: national, dialCode: '+966' } },
        { language: 'en' },
      );
    expect((await register(phone.national)).status).toBe(200);
    const again = await register(phone.national);
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toEqual(expect.any(String));

    const statuses: number[] = [];
    for (let index = 1; index <= SMS_PER_IP + 1; index += 1)
      statuses.push((await register(newSaudiMobile().national)).status);
    // The first code and SMS_PER_IP - 1 others are sent; the next is refused, whichever server gets it.
    expect(statuses).toEqual([...Array<number>(SMS_PER_IP - 1).fill(200), 429, 429]);
  });

  it('moderation and live notifications: approved on one server, seen live and in reads through the others', async () => {
    const ip = newClientIp();
    const client = roundRobin(servers, ip);
    const owner = await signIn(client);
    const created = await createAd(pinned(server(0), ip), owner.token, 'residence', residenceBody(l));
    const adId = created.id;
    expect(created.status).toBe('pending');

    const live = await openSse(`${server(2).url}${notifications.notificationStream.path}`, {
      token: owner.token,
      language: 'en',
    });
    if (!isStream(live)) throw new Error(`stream answered ${live.status}`);
    opened.push(live);

    const admin = pinned(server(1), ip);
    const approved = await approveAd(admin, await loginAdmin(admin), adId);
    expect(approved.status).toBe(204);

    const event = await live.next(15_000);
    expect(JSON.parse(event.data)).toMatchObject({ type: 'adApproved', propertyId: adId });
    const own = await pinned(server(0), ip).send(
      properties.getProperty,
      { params: { id: adId } },
      { token: owner.token },
    );
    expect(own.body.status).toBe('published');
    const publicRead = await pinned(server(2), ip).send(properties.getProperty, { params: { id: adId } });
    expect(publicRead.status).toBe(200);

    const buyer = await signIn(client);
    const sent = await pinned(server(0), ip).send(
      messages.sendPropertyMessage,
      { body: { propertyId: adId, message: 'السلام عليكم، هل العقار متاح؟' } },
      { token: buyer.token },
    );
    expect(sent.status).toBe(201);
    const message = await live.next(15_000);
    expect(JSON.parse(message.data)).toMatchObject({ type: 'newMessage', propertyId: adId });
  });

  it('an anonymous list cached on one server shows an ad approved on another at once (cache invalidated over LISTEN/NOTIFY)', async () => {
    const ip = newClientIp();
    const owner = await signIn(pinned(server(0), ip));
    const created = await createAd(pinned(server(0), ip), owner.token, 'residence', residenceBody(l));
    const adId = created.id;
    const reader = pinned(server(2), ip);
    const listed = async () => {
      const answer = await reader.send(properties.listProperties, { query: { PageSize: 100 } });
      expect(answer.status).toBe(200);
      return answer.body.data.some((item) => item.id === adId);
    };
    // Cached on server 3 while the ad is still pending.
    expect(await listed()).toBe(false);
    expect(await listed()).toBe(false);

    const admin = pinned(server(1), ip);
    const approved = await approveAd(admin, await loginAdmin(admin), adId);
    expect(approved.status).toBe(204);

    // The notice reaches server 3 a moment after server 2 answered: allow it 2 s (the cache would
    // otherwise hold the old list for 600 s).
    let seen = await listed();
    // Ten tries, 200 ms apart: this client stays under the per-minute limit of this suite.
    for (let attempt = 0; attempt < 10 && !seen; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      seen = await listed();
    }
    expect(seen).toBe(true);
  });
});
