import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BroadcastContent, BroadcastSegment } from '#contract/dashboard/notifications.js';
import type { EndpointInput } from '#contract/endpoint.js';
import * as broadcasts from '#contract/endpoints/dashboard/notifications.js';
import * as dashboardUsers from '#contract/endpoints/dashboard/users.js';
import * as userNotifications from '#contract/endpoints/notifications.js';
import { auditLog, notifications, users } from '#server/db/schema/index.js';
import { BROADCAST_BATCH } from '#server/modules/dashboard/notifications/deliver-broadcast.js';
import { BROADCASTS_PER_HOUR } from '#server/modules/dashboard/notifications/send-broadcast.js';
import {
  createAd,
  loadLookups,
  residenceBody,
  type Lookups,
} from '#server/test/support/fixtures/catalogue-fixtures.js';
import { jobsSettled } from '#server/test/support/readers/jobs.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { isStream, openSse, type SseStream } from '#server/test/support/clients/sse-client.js';
import { adminEnv, loginAdmin, staffWith } from '#server/test/support/fixtures/staff-fixtures.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';
import type { Language } from '#contract/common.js';

let server: TestServer;
let adminToken: string;
let lookups: Lookups;
let textNumber = 0;

beforeAll(async () => {
  // No web build: these tests only call the API, and loading the server renderer is slow.
  server = await startTestServer({ ...adminEnv, WEB_DIST_DIR: '/tmp/h5-no-web-build' });
  adminToken = await loginAdmin(server);
  lookups = await loadLookups(server);
});
afterAll(async () => {
  await server.close();
});

/** Moves the clock on; staff sessions last 8 hours, so the admin signs in again. */
async function later(seconds: number) {
  server.clock.advance(seconds);
  adminToken = await loginAdmin(server);
}

const preview = async (segment: BroadcastSegment, token = adminToken) => {
  const answer = await server.send(
    broadcasts.previewBroadcast,
    { body: { segment } },
    { token, language: 'en' },
  );
  expect(answer.status).toBe(200);
  return answer.body.count;
};

/** A broadcast body with a text of its own, so the repeat guard does not get in the way. */
function content(overrides: Partial<BroadcastContent> = {}) {
  textNumber += 1;
  return {
    titleAr: `تنبيه رقم ${textNumber}`,
    titleEn: `Notice number ${textNumber}`,
    bodyAr: 'سيتوقف الموقع للصيانة الليلة',
    bodyEn: 'The site stops for maintenance tonight',
    ...overrides,
  };
}

const send = (
  body: EndpointInput<typeof broadcasts.sendBroadcast>['body'],
  token = adminToken,
  language: Language = 'en',
) => server.send(broadcasts.sendBroadcast, { body }, { token, language });

async function sendTo(segment: BroadcastSegment, overrides: Partial<BroadcastContent> = {}) {
  const body = { ...content(overrides), segment, expectedCount: await preview(segment) };
  const answer = await send(body);
  expect(answer.status).toBe(200);
  // The notifications are written by the broadcast job.
  await jobsSettled(server.deps.db);
  return { body, sent: answer.body.sent };
}

const noticesOf = async (user: SignedIn, language: Language) =>
  (
    await server.send(
      userNotifications.listNotifications,
      { query: { PageSize: 50 } },
      { token: user.token, language },
    )
  ).body.data;

const saudiToday = () => new Date(server.clock.now().getTime() + 3 * 3600_000).toISOString().slice(0, 10);

describe('preview', () => {
  it('counts each segment, never blocked users', async () => {
    const all = await preview({ kind: 'all' });
    const advertisers = await preview({ kind: 'advertisers' });
    const riyadh = lookups.id('region', 'region:riyadh');
    const eastern = lookups.id('region', 'region:eastern');
    const inRiyadh = await preview({ kind: 'region', regionId: riyadh });

    await later(24 * 3600);
    const today = saudiToday();
    const owner = await signIn(server);
    await signIn(server);
    const blocked = await signIn(server);
    await createAd(server, owner.token, 'residence', residenceBody(lookups));
    await createAd(server, blocked.token, 'residence', residenceBody(lookups));
    const block = await server.send(
      dashboardUsers.blockUser,
      { params: { id: blocked.userId } },
      { token: adminToken },
    );
    expect(block.status).toBe(200);

    expect(await preview({ kind: 'all' })).toBe(all + 2);
    expect(await preview({ kind: 'advertisers' })).toBe(advertisers + 1);
    expect(await preview({ kind: 'region', regionId: riyadh })).toBe(inRiyadh + 1);
    expect(await preview({ kind: 'region', regionId: eastern })).toBe(0);
    expect(await preview({ kind: 'joinedSince', since: today })).toBe(2);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 24 * 3600_000).toISOString().slice(0, 10);
    expect(await preview({ kind: 'joinedSince', since: tomorrow })).toBe(0);
  });

  it('refuses an unknown region, a city, a malformed segment, in the caller language', async () => {
    const unknown = await server.send(
      broadcasts.previewBroadcast,
      { body: { segment: { kind: 'region', regionId: 2147483000 } } },
      { token: adminToken, language: 'en' },
    );
    expect(unknown.status).toBe(422);
    expect(unknown.error.message).toBe('This region does not exist');
    const city = await server.send(
      broadcasts.previewBroadcast,
      { body: { segment: { kind: 'region', regionId: lookups.id('region', 'city:riyadh') } } },
      { token: adminToken, language: 'ar' },
    );
    expect(city.status).toBe(422);
    expect(city.error.message).toBe('المنطقة غير موجودة');
    for (const segment of [{ kind: 'everyone' }, { kind: 'joinedSince', since: 'yesterday' }, {}]) {
      const answer = await server.send(
        broadcasts.previewBroadcast,
        { body: { segment: segment as never } },
        { token: adminToken },
      );
      expect(answer.status).toBe(422);
    }
  });
});

describe('broadcast', () => {
  it('notifies every user of the segment live and in their language, records it and lists it', async () => {
    await later(60);
    const reader = await signIn(server);
    const opened = await openSse(`${server.url}${userNotifications.notificationStream.path}`, {
      token: reader.token,
      language: 'ar',
    });
    if (!isStream(opened)) throw new Error(`stream answered ${opened.status}`);
    const live: SseStream = opened;
    let sent: Awaited<ReturnType<typeof sendTo>>;
    try {
      sent = await sendTo({ kind: 'all' }, { titleAr: 'عرض خاص', titleEn: 'Special offer' });
      expect(sent.sent).toBe(sent.body.expectedCount);
      const event = await live.next(5_000);
      expect(JSON.parse(event.data)).toMatchObject({
        type: 'broadcast',
        title: 'عرض خاص',
        body: 'سيتوقف الموقع للصيانة الليلة',
        propertyId: null,
        category: null,
      });
    } finally {
      live.close();
    }

    expect((await noticesOf(reader, 'en'))[0]).toMatchObject({
      type: 'broadcast',
      title: 'Special offer',
      body: 'The site stops for maintenance tonight',
      propertyId: null,
    });
    const rows = await server.deps.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.type, 'broadcast'), eq(notifications.createdAt, server.clock.now())));
    expect(rows).toHaveLength(sent.sent);
    const receivers = new Set(rows.map((row) => row.userId));
    const everyone = await server.deps.db.select({ id: users.id, blockedAt: users.blockedAt }).from(users);
    expect(everyone.filter((user) => user.blockedAt !== null)).toHaveLength(1);
    for (const user of everyone) expect(receivers.has(user.id)).toBe(user.blockedAt === null);

    const history = await server.send(broadcasts.listBroadcasts, {}, { token: adminToken });
    expect(history.status).toBe(200);
    expect(history.body.data[0]).toMatchObject({
      titleAr: 'عرض خاص',
      titleEn: 'Special offer',
      segment: { kind: 'all' },
      sent: sent.sent,
      staff: { email: adminEnv.ADMIN_EMAIL },
    });
    const [entry] = await server.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, history.body.data[0]?.id ?? 0));
    expect(entry).toMatchObject({ action: 'create', resource: 'Notifications', before: null });
  });

  it('refuses a count that changed, sends nothing and records nothing', async () => {
    const segment = { kind: 'all' } as const;
    const expectedCount = await preview(segment);
    await signIn(server);
    const before = await server.deps.db.select({ id: notifications.id }).from(notifications);
    const entries = await server.deps.db.select({ id: auditLog.id }).from(auditLog);
    const answer = await send({ ...content(), segment, expectedCount });
    expect(answer.status).toBe(409);
    expect(answer.error.message).toBe(
      `The number of recipients is now ${expectedCount + 1}; check the preview and confirm again`,
    );
    expect(await server.deps.db.select({ id: notifications.id }).from(notifications)).toHaveLength(
      before.length,
    );
    expect(await server.deps.db.select({ id: auditLog.id }).from(auditLog)).toHaveLength(entries.length);
  });

  it('refuses the same text again within 10 minutes', async () => {
    await later(60);
    const { body } = await sendTo({ kind: 'advertisers' });
    const again = await send({
      ...body,
      segment: { kind: 'all' },
      expectedCount: await preview({ kind: 'all' }),
    });
    expect(again.status).toBe(409);
    expect(again.error.message).toBe(
      'The same notification was just sent; it cannot be sent again within 10 minutes',
    );
    await later(10 * 60 + 1);
    const afterWindow = await send({ ...body, expectedCount: await preview(body.segment) });
    expect(afterWindow.status).toBe(200);
  });

  it('validates both languages and the lengths', async () => {
    const segment = { kind: 'all' } as const;
    const expectedCount = await preview({ kind: 'all' });
    const empty = await send({ ...content({ titleEn: '   ' }), segment, expectedCount });
    expect(empty.status).toBe(422);
    expect(empty.error.errors?.titleEn).toEqual(['Write the title']);
    const long = await send(
      { ...content({ bodyAr: 'ن'.repeat(501) }), segment, expectedCount },
      adminToken,
      'ar',
    );
    expect(long.status).toBe(422);
    expect(long.error.errors?.bodyAr).toEqual(['النص 500 حرف على الأكثر']);
    const noCount = await send({ ...content(), segment, expectedCount: undefined as never });
    expect(noCount.status).toBe(422);
  });

  it('reaches an audience larger than one batch, every user once', async () => {
    await later(24 * 3600);
    const joined = saudiToday();
    const now = server.clock.now();
    const many = Array.from({ length: BROADCAST_BATCH * 2 + 5 }, (_, index) => ({
      phoneNumber: `+96657${String(index).padStart(7, '0')}`,
      dialCode: '+966',
      preferredLanguage: 'en' as const,
      createdAt: now,
      updatedAt: now,
    }));
    const inserted = await server.deps.db.insert(users).values(many).returning({ id: users.id });
    await later(60);
    const { sent } = await sendTo({ kind: 'joinedSince', since: joined });
    expect(sent).toBe(inserted.length);
    const rows = await server.deps.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.type, 'broadcast'),
          inArray(
            notifications.userId,
            inserted.map((user) => user.id),
          ),
        ),
      );
    expect(rows).toHaveLength(inserted.length);
    expect(new Set(rows.map((row) => row.userId)).size).toBe(inserted.length);
  });

  it(`allows ${BROADCASTS_PER_HOUR} broadcasts an hour, then 429 with Retry-After`, async () => {
    await later(3600);
    const segment = { kind: 'region', regionId: lookups.id('region', 'region:eastern') } as const;
    for (let index = 0; index < BROADCASTS_PER_HOUR; index += 1) {
      expect((await send({ ...content(), segment, expectedCount: 0 })).status).toBe(200);
      server.clock.advance(1);
    }
    const refused = await send({ ...content(), segment, expectedCount: 0 });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await later(3600);
    expect((await send({ ...content(), segment, expectedCount: 0 })).status).toBe(200);
  });

  it('needs Notifications.Broadcast to send and Notifications.ReadList for the history', async () => {
    const reader = await staffWith(server, adminToken, ['Notifications.ReadList']);
    expect(
      (await send({ ...content(), segment: { kind: 'all' }, expectedCount: 0 }, reader.token)).status,
    ).toBe(403);
    const history = await server.send(broadcasts.listBroadcasts, {}, { token: reader.token });
    expect(history.status).toBe(200);
    expect(history.body.totalDataCount).toBeGreaterThan(0);
  });
});
