import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import * as queue from '#contract/endpoints/dashboard/reports.js';
import * as reportsApi from '#contract/endpoints/reports.js';
import { properties, reports } from '#server/db/schema/index.js';
import { publishedAd } from '#server/test/support/fixtures/conversation-fixtures.js';
import { establishedUser, reportAdAs } from '#server/test/support/fixtures/report-fixtures.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { adminEnv, loginAdmin } from '#server/test/support/fixtures/staff-fixtures.js';
import { useLookups, useTestServer } from '#server/test/support/suite.js';

/**
 * Issue 30, item 2: a staff dismissal of reports did not last (the same three reporters held the ad
 * again at once), and reporters were told apart by their full IP only. ADR 0019, "Who counts as a
 * reporter": an established account counts 1; a visitor or an account younger than a day counts 0.5,
 * by its network source (an IPv4 address, an IPv6 /64); a reporter staff decided on never counts again.
 */

const PER_SOURCE_PER_HOUR = 8;
let adminToken: string;
let nextIp = 1;

const server = useTestServer({
  ...adminEnv,
  TRUST_PROXY: '1',
  REPORTS_PER_IP_PER_HOUR: String(PER_SOURCE_PER_HOUR),
});
const l = useLookups(server);
beforeEach(async () => {
  adminToken = await loginAdmin(server);
});

const freshIp = () => `203.0.113.${nextIp++}`;
/** A /64 of its own per call, as one household's IPv6 allocation. */
const freshV6Network = () => `2001:db8:${(nextIp++).toString(16)}:1`;
const statusOf = async (id: number) =>
  (
    await server.deps.db.select({ status: properties.status }).from(properties).where(eq(properties.id, id))
  )[0]?.status;
const newAd = async () => publishedAd(server, l, await signIn(server));
const established = async (count: number) => {
  const users: { user: SignedIn; ip: string }[] = [];
  for (let i = 0; i < count; i += 1) users.push({ user: await establishedUser(server), ip: freshIp() });
  return users;
};
const reportRows = (adId: number) =>
  server.deps.db
    .select()
    .from(reports)
    .where(and(eq(reports.kind, 'ad'), eq(reports.targetId, adId)));
const dismiss = (adId: number) =>
  server.send(
    queue.decideReport,
    { params: { kind: 'ad', id: adId }, body: { decision: 'dismissed' } },
    { token: adminToken },
  );

describe('a staff dismissal of reports', () => {
  it('stands against the same reporters reporting again, until new ones reach the threshold', async () => {
    const adId = await newAd();
    const first = await established(3);
    await reportAdAs(server, adId, first);
    expect(await statusOf(adId)).toBe('pending');
    expect((await dismiss(adId)).status).toBe(200);
    expect(await statusOf(adId)).toBe('published');

    // The same three, with another reason and from other addresses: staff see it, the ad stays.
    await reportAdAs(
      server,
      adId,
      first.map(({ user }) => ({ user, ip: freshIp() })),
      'fakePhotos',
    );
    expect(await statusOf(adId)).toBe('published');
    const open = await server.send(
      queue.listReports,
      { query: { Kind: 'ad', PageSize: 100 } },
      { token: adminToken },
    );
    expect(open.body.data.find((item) => item.id === adId)).toMatchObject({ reportCount: 3 });

    // New reporters, never counted for this ad: two are not enough, the third is.
    const fresh = await established(3);
    await reportAdAs(server, adId, fresh.slice(0, 2));
    expect(await statusOf(adId)).toBe('published');
    await reportAdAs(server, adId, fresh.slice(2));
    expect(await statusOf(adId)).toBe('pending');
  });
});

describe('who counts as a reporter', () => {
  it('an IPv6 /64 is one reporter, however many of its addresses report', async () => {
    const adId = await newAd();
    const network = freshV6Network();
    await reportAdAs(
      server,
      adId,
      Array.from({ length: 6 }, (_, i) => ({ ip: `${network}:${i + 1}:2:3:4` })),
    );
    expect(await statusOf(adId)).toBe('published');
    expect(await reportRows(adId)).toHaveLength(1);
  });

  it('one address with several fresh accounts is one reporter; a fresh account hopping addresses is one too', async () => {
    const adId = await newAd();
    const ip = freshIp();
    const accounts: SignedIn[] = [];
    for (let i = 0; i < 6; i += 1) accounts.push(await signIn(server));
    await reportAdAs(
      server,
      adId,
      accounts.map((user) => ({ user, ip })),
    );
    expect(await statusOf(adId)).toBe('published');
    expect(await reportRows(adId)).toHaveLength(1);

    const hopper = accounts[0]!;
    const other = await newAd();
    await reportAdAs(
      server,
      other,
      [1, 2, 3, 4, 5, 6].map(() => ({ user: hopper, ip: freshIp() })),
    );
    expect(await statusOf(other)).toBe('published');
    expect(await reportRows(other)).toHaveLength(1);
  });

  it('visitors and fresh accounts weigh half an established account: six sources hold an ad, five do not', async () => {
    const byVisitors = await newAd();
    await reportAdAs(
      server,
      byVisitors,
      Array.from({ length: 5 }, () => ({ ip: freshIp() })),
    );
    expect(await statusOf(byVisitors)).toBe('published');
    await reportAdAs(server, byVisitors, [{ ip: `${freshV6Network()}::9` }]);
    expect(await statusOf(byVisitors)).toBe('pending');
    expect((await reportRows(byVisitors)).map((row) => row.weight)).toEqual([0.5, 0.5, 0.5, 0.5, 0.5, 0.5]);

    const mixed = await newAd();
    await reportAdAs(server, mixed, [
      ...(await established(2)),
      { user: await signIn(server), ip: freshIp() },
    ]);
    expect(await statusOf(mixed)).toBe('published');
    await reportAdAs(server, mixed, [{ ip: freshIp() }]);
    expect(await statusOf(mixed)).toBe('pending');
  });

  // Held before this issue too (the route limit keys IPv6 by /64); kept so that no change reopens it.
  it('the per-address hourly limit counts an IPv6 /64 as one address', async () => {
    const network = freshV6Network();
    for (let i = 0; i < PER_SOURCE_PER_HOUR; i += 1) {
      await reportAdAs(server, await newAd(), [{ ip: `${network}::${i + 1}` }]);
    }
    const adId = await newAd();
    const refused = await server.send(
      reportsApi.reportItem,
      { body: { kind: 'ad', id: adId, reason: 'scam' } },
      { headers: { 'x-forwarded-for': `${network}:ffff:ffff:ffff:ffff` }, language: 'en' },
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await reportRows(adId)).toEqual([]);
  });
});
