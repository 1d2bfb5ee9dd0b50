import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as activity from '#contract/endpoints/ad-activity.js';
import * as properties from '#contract/endpoints/properties.js';
import {
  adActivity,
  adActivityDays,
  adActivityTotals,
  advertiserActivityDays,
  properties as propertiesTable,
} from '#server/db/schema/index.js';
import { AD_ACTIVITY_ROLLUP_QUEUE } from '#server/modules/ad-activity/index.js';
import { publishedAd } from '#server/test/support/fixtures/conversation-fixtures.js';
import { jobsSettled } from '#server/test/support/readers/jobs.js';
import { signIn } from '#server/test/support/clients/sign-in-flow.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';
import { useLookups, useTestServer } from '#server/test/support/suite.js';

/**
 * Issue 35, item 1: every write of raw events adds them at once to their day in `ad_activity_days`
 * (today is live); the daily roll-up corrects whole closed UTC days from the raw events (the same
 * numbers on every rerun, after a restart too, and again when events the live count missed reach a
 * closed day); raw events go after AD_ACTIVITY_KEEP_DAYS, the day rows stay.
 */
const env = { AD_ACTIVITY_FLUSH_SECONDS: '300' };
const server = useTestServer(env);
const l = useLookups(server);

const DAY = 24 * 3600;
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const dayOf = (on: TestServer, daysAgo = 0) =>
  new Date(on.clock.now().getTime() - daysAgo * DAY * 1000).toISOString().slice(0, 10);

const look = (on: TestServer, id: number, agent: string) =>
  on.send(properties.getProperty, { params: { id } }, { headers: { 'user-agent': agent } });
const seen = (on: TestServer, ids: number[], agent: string) =>
  on.send(
    activity.recordAdActivity,
    { body: { kind: 'impression', propertyIds: ids } },
    { headers: { 'user-agent': agent } },
  );

async function rollUp(on: TestServer = server): Promise<void> {
  await on.deps.jobs.send(AD_ACTIVITY_ROLLUP_QUEUE, [{ data: {} }]);
  await jobsSettled(on.deps.db);
}

const rolledUp = (ids: number[]) =>
  server.deps.db
    .select({
      propertyId: adActivityDays.propertyId,
      day: adActivityDays.day,
      kind: adActivityDays.kind,
      visitors: adActivityDays.visitors,
    })
    .from(adActivityDays)
    .where(inArray(adActivityDays.propertyId, ids))
    .orderBy(asc(adActivityDays.propertyId), asc(adActivityDays.day), asc(adActivityDays.kind));

const advertiserDays = async (ownerIds: string[]) =>
  (
    await server.deps.db
      .select({
        officeId: advertiserActivityDays.officeId,
        ownerId: advertiserActivityDays.ownerId,
        day: advertiserActivityDays.day,
        kind: advertiserActivityDays.kind,
        visitors: advertiserActivityDays.visitors,
      })
      .from(advertiserActivityDays)
      .where(inArray(advertiserActivityDays.ownerId, ownerIds))
  ).sort((a, b) => ownerIds.indexOf(a.ownerId) - ownerIds.indexOf(b.ownerId) || a.day.localeCompare(b.day));

const rawDays = async (id: number) =>
  [
    ...new Set(
      (
        await server.deps.db
          .select({ day: adActivity.day })
          .from(adActivity)
          .where(eq(adActivity.propertyId, id))
      ).map((row) => row.day),
    ),
  ].sort();

/** Another instance on the same database and secret, its clock at the shared server's time. */
async function anotherServer(): Promise<TestServer> {
  const other = await startTestServer(env, { database: server.deps.database, secrets: server.deps.secrets });
  other.clock.advance((server.clock.now().getTime() - other.clock.now().getTime()) / 1000);
  return other;
}

describe('the daily roll-up', () => {
  it('counts today live at each flush, each visitor once, and a rerun of the roll-up changes nothing', async () => {
    const owner = await signIn(server);
    const [villa, flat] = [await publishedAd(server, l, owner), await publishedAd(server, l, owner)];
    const firstDay = dayOf(server);
    await look(server, villa, PHONE);
    await look(server, villa, LAPTOP);
    await seen(server, [villa, flat], PHONE);
    await server.deps.activity.flush();
    const expected = [
      { propertyId: villa, day: firstDay, kind: 'impression', visitors: 1 },
      { propertyId: villa, day: firstDay, kind: 'view', visitors: 2 },
      { propertyId: flat, day: firstDay, kind: 'impression', visitors: 1 },
    ];
    expect(await rolledUp([villa, flat])).toEqual(expected);
    // The same visitor again, through another instance (which does not remember them): not counted.
    const other = await anotherServer();
    try {
      await look(other, villa, PHONE);
      await other.deps.activity.flush();
    } finally {
      await other.close();
    }
    await rollUp();
    expect(await rolledUp([villa, flat])).toEqual(expected);

    server.clock.advance(DAY);
    const secondDay = dayOf(server);
    await look(server, villa, PHONE);
    await server.deps.activity.flush();
    await rollUp();
    const withSecondDay = [
      ...expected.slice(0, 2),
      { propertyId: villa, day: secondDay, kind: 'view', visitors: 1 },
      expected[2],
    ];
    expect(await rolledUp([villa, flat])).toEqual(withSecondDay);

    server.clock.advance(DAY);
    await rollUp();
    await rollUp();
    expect(await rolledUp([villa, flat])).toEqual(withSecondDay);
  });

  it('counts a closed day again when raw events its live count missed reach it', async () => {
    const owner = await signIn(server);
    const ad = await publishedAd(server, l, owner);
    const day = dayOf(server);
    await look(server, ad, PHONE);
    await server.deps.activity.flush();
    server.clock.advance(DAY);
    await rollUp();
    expect((await rolledUp([ad])).map((row) => row.visitors)).toEqual([1]);

    // Written around the live count (as rows written before it existed were).
    await server.deps.db
      .insert(adActivity)
      .values({ day, propertyId: ad, kind: 'view', visitorKey: 'v:late' });
    expect((await rolledUp([ad])).map((row) => row.visitors)).toEqual([1]);
    await rollUp();
    expect(await rolledUp([ad])).toEqual([{ propertyId: ad, day, kind: 'view', visitors: 2 }]);
  });

  it('gives the same numbers across a restart: events written at shutdown, rolled up by the next server', async () => {
    const owner = await signIn(server);
    const ad = await publishedAd(server, l, owner);
    const day = dayOf(server);
    const first = await anotherServer();
    await look(first, ad, PHONE);
    await look(first, ad, LAPTOP);
    await seen(first, [ad], PHONE);
    // Stopping writes what waited in memory.
    await first.close();
    expect(await rawDays(ad)).toEqual([day]);

    server.clock.advance(DAY);
    const expected = [
      { propertyId: ad, day, kind: 'impression', visitors: 1 },
      { propertyId: ad, day, kind: 'view', visitors: 2 },
    ];
    const second = await anotherServer();
    try {
      await rollUp(second);
      expect(await rolledUp([ad])).toEqual(expected);
    } finally {
      await second.close();
    }
    // And once more from a third start, after its own start-up roll-up.
    const third = await anotherServer();
    try {
      await jobsSettled(third.deps.db);
      await rollUp(third);
      expect(await rolledUp([ad])).toEqual(expected);
    } finally {
      await third.close();
    }
  });

  it('purges raw events after AD_ACTIVITY_KEEP_DAYS (90); the roll-up stays', async () => {
    const owner = await signIn(server);
    const ad = await publishedAd(server, l, owner);
    const day = dayOf(server);
    await look(server, ad, PHONE);
    await server.deps.activity.flush();
    server.clock.advance(DAY);
    await look(server, ad, PHONE);
    await server.deps.activity.flush();
    const nextDay = dayOf(server);

    server.clock.advance(89 * DAY);
    await rollUp();
    expect(await rawDays(ad)).toEqual([day, nextDay]);

    server.clock.advance(DAY);
    await rollUp();
    expect(await rawDays(ad)).toEqual([nextDay]);
    expect(await rolledUp([ad])).toEqual([
      { propertyId: ad, day, kind: 'view', visitors: 1 },
      { propertyId: ad, day: nextDay, kind: 'view', visitors: 1 },
    ]);
    const line = server.logs.filter((text) => text.includes('ad activity roll-up finished')).at(-1);
    expect(JSON.parse(line ?? '{}')).toMatchObject({ purged: 1 });
  });

  it('counts each advertiser’s days live for the ad’s owner then; a day counted again is rewritten', async () => {
    const [agent, boss] = [await signIn(server), await signIn(server)];
    const ad = await publishedAd(server, l, agent);
    const day = dayOf(server);
    await look(server, ad, PHONE);
    await server.deps.activity.flush();
    // The ad passes to another owner: the agent's past activity stays theirs.
    await server.deps.db
      .update(propertiesTable)
      .set({ ownerId: boss.userId })
      .where(eq(propertiesTable.id, ad));
    await look(server, ad, LAPTOP);
    await server.deps.activity.flush();
    const expected = [
      { officeId: 0, ownerId: agent.userId, day, kind: 'view', visitors: 1 },
      { officeId: 0, ownerId: boss.userId, day, kind: 'view', visitors: 1 },
    ];
    expect(await advertiserDays([agent.userId, boss.userId])).toEqual(expected);

    server.clock.advance(DAY);
    await rollUp();
    expect(await advertiserDays([agent.userId, boss.userId])).toEqual(expected);

    // A raw row the live count missed: the day is counted again, for the owner now.
    await server.deps.db
      .insert(adActivity)
      .values({ day, propertyId: ad, kind: 'view', visitorKey: 'v:missed' });
    await rollUp();
    await rollUp();
    expect(await advertiserDays([agent.userId, boss.userId])).toEqual([
      { officeId: 0, ownerId: boss.userId, day, kind: 'view', visitors: 3 },
    ]);
  });

  it('writes each ad’s totals over the closed days of 7, 30 and 90 days, with its owner and office; today is not in them', async () => {
    const owner = await signIn(server);
    const ad = await publishedAd(server, l, owner);
    await look(server, ad, PHONE);
    await server.deps.activity.flush();
    server.clock.advance(DAY);
    await look(server, ad, PHONE);
    await look(server, ad, LAPTOP);
    await server.deps.activity.flush();
    await rollUp();
    const totals = () =>
      server.deps.db
        .select({
          days: adActivityTotals.days,
          kind: adActivityTotals.kind,
          visitors: adActivityTotals.visitors,
          ownerId: adActivityTotals.ownerId,
          officeId: adActivityTotals.officeId,
        })
        .from(adActivityTotals)
        .where(eq(adActivityTotals.propertyId, ad))
        .orderBy(asc(adActivityTotals.days));
    const advertiser = { ownerId: owner.userId, officeId: null };
    expect(await totals()).toEqual(
      [7, 30, 90].map((days) => ({ days, kind: 'view', visitors: 1, ...advertiser })),
    );

    server.clock.advance(7 * DAY);
    await rollUp();
    expect(await totals()).toEqual(
      [30, 90].map((days) => ({ days, kind: 'view', visitors: 3, ...advertiser })),
    );
  });
});
