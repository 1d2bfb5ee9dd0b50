import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDefinition } from '#contract/endpoint.js';
import * as account from '#contract/endpoints/account.js';
import * as health from '#contract/endpoints/health.js';
import * as messages from '#contract/endpoints/messages.js';
import * as notifications from '#contract/endpoints/notifications.js';
import * as properties from '#contract/endpoints/properties.js';
import { translate } from '#contract/message-catalogue.js';
import type { EndpointReply } from '#server/test/support/clients/api-caller.js';
import {
  createAd,
  loadLookups,
  residenceBody,
  type Lookups,
} from '#server/test/support/fixtures/catalogue-fixtures.js';
import { msUntilHealthy, startInstance, type Instance } from '#server/test/support/faults/fault-instance.js';
import { startPrivatePostgres, type PrivatePostgres } from '#server/test/support/servers/private-postgres.js';
import { newSaudiMobile, signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { isStream, openSse, type SseStream } from '#server/test/support/clients/sse-client.js';

/**
 * PostgreSQL stops under a running server and comes back: meanwhile every request is answered, with a
 * localized 503 (never a 500, never a hang, never a crash), and afterwards the same process serves
 * reads and writes again by itself. The cluster is the test's own: the machine's shared PostgreSQL
 * must never be stopped.
 */
const REQUEST_BOUND_MS = 15_000;

let workDir: string;
let cluster: PrivatePostgres;
let server: Instance;
let l: Lookups;
let user: SignedIn;
const opened: SseStream[] = [];

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'manzil-fault-pg-'));
  cluster = await startPrivatePostgres();
  const url = await cluster.createDatabase('manzil_fault');
  server = await startInstance({
    env: {
      DATABASE_URL: url,
      JWT_SECRET: 'fault-postgres-restart-secret-0123456789ab',
      LIST_CACHE_SECONDS: '0',
      MODERATION: 'false',
    },
    dataDir: path.join(workDir, 'data'),
  });
  expect(await msUntilHealthy(server.url, 60_000)).toBeDefined();
  l = await loadLookups(server);
  user = await signIn(server);
}, 180_000);
afterAll(async () => {
  await server.kill9();
  await cluster.close();
  await rm(workDir, { recursive: true, force: true });
});

afterEach(async () => {
  for (const stream of opened.splice(0)) stream.close();
  if (!cluster.isRunning()) await cluster.start();
});

/** What the test reads of an answer during the gap: all are 503s. */
type GapAnswer = Pick<EndpointReply<EndpointDefinition>, 'status' | 'headers' | 'error'>;

/** One of each kind of request a visitor makes: health, a public read, an own read, writes, sign-in. */
function requestsDuringTheGap(): Promise<GapAnswer>[] {
  const timed = <T>(answer: Promise<T>) =>
    Promise.race([
      answer,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no answer in time')), REQUEST_BOUND_MS),
      ),
    ]);
  const requests: Promise<GapAnswer>[] = [
    server.send(health.checkHealth),
    server.send(properties.listProperties, { query: { PageSize: 5 } }),
    server.send(properties.listOwnProperties, {}, { token: user.token }),
    server.send(account.updateProfile, { body: { fullName: 'أثناء الانقطاع' } }, { token: user.token }),
    server.send(properties.saveResidence, { body: residenceBody(l) }, { token: user.token }),
    server.send(account.register, { body: { phoneNumber: newSaudiMobile().e164, dialCode: '+966' } }),
  ];
  return requests.map(timed);
}

/**
 * The next notification about `adId`, as a browser sees it: if the server ended the stream (its
 * catch-up read can fail while the database comes back), EventSource reconnects with Last-Event-ID.
 */
async function nextNotificationAbout(live: SseStream, adId: number, mode: string): Promise<unknown> {
  const matching = (events: { data: string }[]) =>
    events
      .map((event) => JSON.parse(event.data) as { propertyId?: number })
      .find((item) => item.propertyId === adId);
  try {
    while (!matching(live.events)) await live.next(30_000);
    return matching(live.events);
  } catch (error) {
    if (!live.isEnded()) throw error;
  }
  const why = server.process
    .output()
    .split('\n')
    .filter((line) => line.includes('replay failed'))
    .at(-1);
  console.info(`fault-postgres-restart (${mode}): stream ended by the server: ${String(why).slice(0, 400)}`);
  const lastEventId = live.events.at(-1)?.id ?? '0';
  console.info(
    `fault-postgres-restart (${mode}): the server ended the stream during recovery; reconnecting with Last-Event-ID ${lastEventId}`,
  );
  const again = await openSse(`${server.url}${notifications.notificationStream.path}`, {
    token: user.token,
    language: 'en',
    lastEventId,
  });
  if (!isStream(again)) throw new Error(`stream answered ${again.status}`);
  opened.push(again);
  while (!matching(again.events)) await again.next(30_000);
  return matching(again.events);
}

describe('PostgreSQL restarted under a running server', () => {
  for (const mode of ['immediate', 'fast'] as const) {
    it(`stopped (${mode}): 503 during the gap, then recovers without a restart`, async () => {
      // A notification stream opened before the gap stays open through it.
      const live = await openSse(`${server.url}${notifications.notificationStream.path}`, {
        token: user.token,
        language: 'en',
      });
      if (!isStream(live)) throw new Error(`stream answered ${live.status}`);
      opened.push(live);
      await cluster.stop(mode);
      const rounds: GapAnswer[][] = [];
      for (let round = 0; round < 3; round += 1) rounds.push(await Promise.all(requestsDuringTheGap()));
      const answers = rounds.flat();

      const statuses = answers.map((answer) => answer.status);
      console.info(
        `fault-postgres-restart (${mode}): ${String(statuses.filter((status) => status === 503).length)} of ` +
          `${String(statuses.length)} requests answered 503 during the gap: ${statuses.join(',')}`,
      );
      expect(statuses.every((status) => status === 503)).toBe(true);
      for (const [health, ...others] of rounds) {
        // Health's 503 carries its own answer ({ status }), which the reply hands out as `error`.
        expect(health?.error).toEqual({ status: 'unavailable' });
        for (const answer of others) {
          expect(answer.error).toEqual({ message: translate('unavailable', 'ar') });
          expect(answer.headers.get('retry-after')).toBe('5');
        }
      }
      const english = await server.send(
        properties.listOwnProperties,
        {},
        { token: user.token, language: 'en' },
      );
      expect(english.error).toEqual({ message: translate('unavailable', 'en') });
      expect(server.process.child.exitCode).toBeNull();

      const restartedAt = Date.now();
      await cluster.start();
      const recoveredMs = await msUntilHealthy(server.url, 30_000, restartedAt);
      console.info(
        `fault-postgres-restart (${mode}): healthy ${String(recoveredMs)} ms after PostgreSQL started`,
      );
      expect(recoveredMs).toBeDefined();

      const renamed = await server.send(
        account.updateProfile,
        { body: { fullName: `بعد ${mode}` } },
        { token: user.token },
      );
      expect(renamed.status).toBe(200);
      const ad = { body: await createAd(server, user.token, 'residence', residenceBody(l)) };
      const someoneNew = await signIn(server);
      // The listener has reconnected by itself: a message to the new ad reaches the old stream.
      const sent = await server.send(
        messages.sendPropertyMessage,
        { body: { propertyId: ad.body.id, message: 'هل العقار متاح؟' } },
        { token: someoneNew.token },
      );
      expect(sent.status).toBe(201);
      expect(await nextNotificationAbout(live, ad.body.id, mode)).toMatchObject({
        type: 'newMessage',
        propertyId: ad.body.id,
      });
      expect(server.process.child.exitCode).toBeNull();
      expect(server.process.output()).not.toContain('"statusCode":500');
    }, 90_000);
  }
});
