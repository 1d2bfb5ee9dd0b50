import { beforeAll, describe, expect, it } from 'vitest';
import * as statistics from '#contract/endpoints/dashboard/statistics.js';
import * as messages from '#contract/endpoints/messages.js';
import * as properties from '#contract/endpoints/properties.js';
import { createAd, industryBody, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { signIn } from '#server/test/support/clients/sign-in-flow.js';
import { adminEnv, approveAd, loginAdmin, staffWith } from '#server/test/support/fixtures/staff-fixtures.js';
import { useLookups, useTestServer } from '#server/test/support/suite.js';

const DAY = 24 * 60 * 60;

const server = useTestServer(adminEnv);
const l = useLookups(server);

/** The Saudi date (UTC+3) `daysAgo` days before the test clock's today. */
const saudiDate = (daysAgo: number) =>
  new Date(server.clock.now().getTime() + 3 * 3600_000 - daysAgo * DAY * 1000).toISOString().slice(0, 10);

describe('GET statistics', () => {
  let villa: number;
  let warehouse: number;

  beforeAll(async () => {
    // An account and an ad from 31 days ago: in the totals, not in the 30-day series.
    const old = await signIn(server);
    await createAd(server, old.token, 'residence', residenceBody(l));
    server.clock.advance(31 * DAY);

    const seller = await signIn(server);
    const trader = await signIn(server);
    villa = (await createAd(server, seller.token, 'residence', residenceBody(l))).id;
    warehouse = (
      await createAd(
        server,
        trader.token,
        'industry',
        industryBody(l, {
          regionId: l.id('region', 'region:eastern'),
          cityId: l.id('region', 'city:dammam'),
        }),
      )
    ).id;
    server.clock.advance(DAY);

    const buyer = await signIn(server);
    const admin = await loginAdmin(server);
    for (const id of [villa, warehouse]) {
      const approved = await approveAd(server, admin, id);
      expect(approved.status).toBe(204);
    }
    await server.send(properties.getProperty, { params: { id: villa } });
    // Another browser: a visitor is counted by their browser, signed in or not (ADR 0040).
    await server.send(
      properties.getProperty,
      { params: { id: villa } },
      { token: buyer.token, headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile Safari/604.1' } },
    );
    await server.send(properties.getProperty, { params: { id: warehouse } });
    await server.deps.activity.flush();
    const sent = await server.send(
      messages.sendPropertyMessage,
      { body: { propertyId: villa, message: 'Is it still available?' } },
      { token: buyer.token },
    );
    expect(sent.status).toBe(201);
  });

  it('counts users, ads by status, category and region, the queue, messages per day and the most viewed', async () => {
    const admin = await loginAdmin(server);
    const answer = await server.send(statistics.getStatistics, {}, { token: admin, language: 'en' });
    expect(answer.status).toBe(200);
    const stats = answer.body;

    expect(stats.users.total).toBe(4);
    expect(stats.users.newPerDay).toHaveLength(30);
    expect(stats.users.newPerDay[0]).toEqual({ date: saudiDate(29), count: 0 });
    expect(stats.users.newPerDay.at(-1)).toEqual({ date: saudiDate(0), count: 1 });
    expect(stats.users.newPerDay.at(-2)).toEqual({ date: saudiDate(1), count: 2 });
    expect(stats.users.newPerDay.reduce((sum, day) => sum + day.count, 0)).toBe(3);

    expect(stats.properties).toMatchObject({
      total: 3,
      byStatus: { pending: 1, published: 2, rejected: 0, sold: 0, rented: 0, archived: 0 },
      pending: 1,
      byCategory: [
        { category: 1, count: 2 },
        { category: 2, count: 1 },
      ],
    });
    expect(stats.properties.byRegion).toEqual([
      { region: { id: l.id('region', 'region:riyadh'), name: expect.any(String) as string }, count: 2 },
      { region: { id: l.id('region', 'region:eastern'), name: expect.any(String) as string }, count: 1 },
    ]);

    expect(stats.messages.perDay).toHaveLength(30);
    expect(stats.messages.perDay.at(-1)).toEqual({ date: saudiDate(0), count: 1 });
    expect(stats.messages.perDay.reduce((sum, day) => sum + day.count, 0)).toBe(1);

    expect(stats.mostViewed).toEqual([
      { id: villa, title: 'Villa for sale in Al Narjis', category: 1, status: 'published', views: 2 },
      { id: warehouse, title: 'Warehouse for rent in Al Sulay', category: 2, status: 'published', views: 1 },
    ]);
    expect(stats.generatedAt).toBe(server.clock.now().toISOString());
  });

  it('names regions and titles in the language of the request', async () => {
    const admin = await loginAdmin(server);
    const arabic = await server.send(statistics.getStatistics, {}, { token: admin, language: 'ar' });
    expect(arabic.body.mostViewed[0]?.title).toBe('فيلا للبيع في حي النرجس');
    expect(arabic.body.properties.byRegion[0]?.region.name).toMatch(/[\u0600-\u06FF]/);
  });

  it('needs ViewGlobalStatistics', async () => {
    const admin = await loginAdmin(server);
    const without = await staffWith(server, admin, ['Statistics.Read', 'ViewDashboard']);
    expect((await server.send(statistics.getStatistics, {}, { token: without.token })).status).toBe(403);
    const reader = await staffWith(server, admin, ['ViewGlobalStatistics']);
    expect((await server.send(statistics.getStatistics, {}, { token: reader.token })).status).toBe(200);
    expect((await server.send(statistics.getStatistics)).status).toBe(401);
  });
});
