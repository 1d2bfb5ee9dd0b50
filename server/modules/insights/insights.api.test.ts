import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import * as insightsApi from '#contract/endpoints/insights.js';
import * as officesApi from '#contract/endpoints/offices.js';
import type { AdActivityKind } from '#contract/ad-activity.js';
import { adActivity } from '#server/db/schema/index.js';
import { insertOffice } from '#server/test/support/fixtures/office-fixtures.js';
import { AD_ACTIVITY_ROLLUP_QUEUE, writeActivity } from '#server/modules/ad-activity/index.js';
import { jobsSettled } from '#server/test/support/readers/jobs.js';
import { setName } from '#server/test/support/fixtures/conversation-fixtures.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { createAd, industryBody, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { useLookups, useTestServer } from '#server/test/support/suite.js';
import { refreshSimilarRanks } from './similar-ranks.js';
import { addDays, utcDay } from './insight-days.js';

/**
 * The desk's listing performance (ADR 0040): counts from the day tables, closed days as the daily
 * roll-up counted them and today as the live writes added it, zero-filled days, the period before, ranks among similar ads, the office's
 * scope and its agent filter, who is refused, bad input, and the CSV file.
 */
const server = useTestServer({ MODERATION: 'off' });
const lookups = useLookups(server);

let officeOwner: SignedIn;
let manager: SignedIn;
let agent: SignedIn;
let outsider: SignedIn;
let solo: SignedIn;
let officeId: number;
const ad = { agentVilla: 0, ownerVilla: 0, soloVilla: 0, soloWarehouse: 0, outsiderVilla: 0 };
let today: string;
const day = (offset: number) => addDays(today, offset);

/** Raw events only, as written before the live counts existed: the roll-up job counts them. */
async function rolled(propertyId: number, offset: number, kind: AdActivityKind, visitors: number) {
  await server.deps.db.insert(adActivity).values(
    Array.from({ length: visitors }, (_, n) => ({
      day: day(offset),
      propertyId,
      kind,
      visitorKey: `v:${propertyId}:${offset}:${kind}:${n}`,
    })),
  );
}
/** Events as the product writes them: counted on their day at once. */
async function live(propertyId: number, offset: number, kind: AdActivityKind, ...visitors: string[]) {
  await writeActivity(
    server.deps.db,
    visitors.map((visitorKey) => ({ day: day(offset), propertyId, kind, visitorKey })),
  );
}

const villa = (who: SignedIn, overrides: Record<string, unknown>) =>
  createAd(server, who.token, 'residence', residenceBody(lookups, overrides)).then((saved) => saved.id);

beforeAll(async () => {
  today = utcDay(server.clock.now());
  [officeOwner, manager, agent, outsider, solo] = [
    await signIn(server),
    await signIn(server),
    await signIn(server),
    await signIn(server),
    await signIn(server),
  ];
  await setName(server, agent, 'Sara Agent');
  officeId = await insertOffice(
    server.deps.db,
    server.clock.now(),
    { nameAr: 'مكتب الأداء', nameEn: 'Performance Realty' },
    [
      { userId: officeOwner.userId, role: 'owner' },
      { userId: manager.userId, role: 'manager' },
      { userId: agent.userId, role: 'agent' },
    ],
  );

  // Riyadh villas for sale: 2.5 M / 450 m², 1 M / 500 m², 3 M / 300 m², 1.5 M / 500 m².
  ad.agentVilla = await villa(agent, { price: 2_500_000, area: 450, titleAr: 'فيلا النرجس' });
  ad.ownerVilla = await villa(officeOwner, {
    price: 1_000_000,
    area: 500,
    titleAr: 'فيلا "مميزة"، الرياض, حي الملقا',
    titleEn: 'Villa "prime", Riyadh',
  });
  ad.soloVilla = await villa(solo, { price: 3_000_000, area: 300 });
  ad.outsiderVilla = await villa(outsider, { price: 1_500_000, area: 500 });
  ad.soloWarehouse = (await createAd(server, solo.token, 'industry', industryBody(lookups))).id;

  // Days up to the day before yesterday are counted by the roll-up; yesterday and today live.
  await rolled(ad.agentVilla, -2, 'view', 5);
  await rolled(ad.agentVilla, -2, 'impression', 20);
  await rolled(ad.agentVilla, -3, 'view', 2);
  await rolled(ad.agentVilla, -8, 'view', 4); // the 7 days before the last 7
  await rolled(ad.agentVilla, -10, 'view', 7);
  await rolled(ad.ownerVilla, -2, 'view', 1);
  await rolled(ad.soloVilla, -2, 'view', 9);
  await live(ad.agentVilla, -1, 'view', 'v:x', 'u:y');
  await live(ad.agentVilla, 0, 'view', 'v:a', 'v:b', 'u:c');
  await live(ad.agentVilla, 0, 'callTap', 'u:c');
  await live(ad.ownerVilla, 0, 'message', 'u:d');
  await live(ad.soloVilla, 0, 'view', 'v:a');
  await live(ad.soloVilla, 0, 'view', 'v:a'); // the same visitor again: once
  await server.deps.jobs.send(AD_ACTIVITY_ROLLUP_QUEUE, [{ data: {} }]);
  await jobsSettled(server.deps.db);
});

const myInsights = (who: SignedIn, days?: 7 | 30 | 90) =>
  server.send(insightsApi.getMyInsights, { query: { days } }, { token: who.token });
const officeInsights = (who: SignedIn, query: { days?: 7 | 30 | 90; agentId?: string } = {}) =>
  server.send(insightsApi.getOfficeInsights, { params: { id: officeId }, query }, { token: who.token });

describe('the advertiser’s own figures', () => {
  it('adds the closed days the roll-up counted and the live ones, each visitor once', async () => {
    const answer = await myInsights(agent, 7);
    expect(answer.status).toBe(200);
    const { totals, previous, from, to, adCount } = answer.body;
    expect({ from, to, adCount }).toEqual({ from: day(-6), to: today, adCount: 1 });
    // 5 + 2 rolled up, 2 yesterday, 3 today.
    expect(totals).toMatchObject({ view: 12, impression: 20, callTap: 1, message: 0, share: 0 });
    expect(previous).toMatchObject({ view: 11, impression: 0 });
  });

  it('fills every day of the period, zeros included, oldest first', async () => {
    const { series } = (await myInsights(agent, 7)).body;
    expect(series.map((entry) => entry.day)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(day));
    const viewsByDay = series.map((entry) => entry.counts.view);
    expect(viewsByDay).toEqual([0, 0, 0, 2, 5, 2, 3]);
    expect(series[6]?.counts).toMatchObject({ callTap: 1, impression: 0, favourite: 0 });
    expect(Object.keys(series[0]!.counts).sort()).toEqual([
      'callTap',
      'favourite',
      'impression',
      'message',
      'phoneReveal',
      'share',
      'view',
      'whatsappTap',
    ]);
  });

  it('counts over 30 and 90 days, 30 by default', async () => {
    expect((await myInsights(agent, 30)).body.totals.view).toBe(23);
    expect((await myInsights(agent, 90)).body.series).toHaveLength(90);
    const byDefault = await server.send(insightsApi.getMyInsights, {}, { token: agent.token });
    expect(byDefault.body.days).toBe(30);
    expect(byDefault.body.totals.view).toBe(23);
  });

  it('holds only the caller’s ads', async () => {
    const answer = await myInsights(solo, 7);
    expect(answer.body.adCount).toBe(2);
    expect(answer.body.totals.view).toBe(10);
    const nothing = await myInsights(manager, 7);
    expect(nothing.body).toMatchObject({ adCount: 0, totals: { view: 0 } });
  });

  it('opens one ad of the caller’s with its days; another’s ad is a 404', async () => {
    const mine = await server.send(
      insightsApi.getMyAdInsights,
      { params: { propertyId: ad.agentVilla }, query: { days: 7 } },
      { token: agent.token },
    );
    expect(mine.status).toBe(200);
    expect(mine.body.ad).toMatchObject({ id: ad.agentVilla, title: 'فيلا النرجس', status: 'published' });
    expect(mine.body.totals.view).toBe(12);
    expect(mine.body.series.map((entry) => entry.counts.view)).toEqual([0, 0, 0, 2, 5, 2, 3]);
    for (const [who, id] of [
      [solo, ad.agentVilla],
      [officeOwner, ad.agentVilla],
      [agent, 999_999],
    ] as const) {
      const refused = await server.send(
        insightsApi.getMyAdInsights,
        { params: { propertyId: id } },
        { token: who.token },
      );
      expect(refused.status).toBe(404);
    }
  });
});

describe('the office’s figures', () => {
  it('hold every ad of the office for its owner and managers', async () => {
    for (const who of [officeOwner, manager]) {
      const answer = await officeInsights(who, { days: 7 });
      expect(answer.status).toBe(200);
      expect(answer.body.adCount).toBe(2);
      expect(answer.body.totals).toMatchObject({ view: 13, message: 1, callTap: 1, impression: 20 });
    }
  });

  it('narrow to one agent’s ads', async () => {
    const answer = await officeInsights(officeOwner, { days: 7, agentId: agent.userId });
    expect(answer.body).toMatchObject({ adCount: 1, totals: { view: 12, message: 0 } });
    const nobody = await officeInsights(manager, { days: 7, agentId: solo.userId });
    expect(nobody.body).toMatchObject({ adCount: 0, totals: { view: 0 } });
  });

  it('are a 404 for its agents, other people and other offices’ ads', async () => {
    for (const who of [agent, outsider, solo]) {
      expect((await officeInsights(who)).status).toBe(404);
      const list = await server.send(
        insightsApi.listOfficeInsightAds,
        { params: { id: officeId } },
        { token: who.token },
      );
      expect(list.status).toBe(404);
      const file = await server.call('GET', `/api/website/offices/${officeId}/insights/export`, undefined, {
        token: who.token,
      });
      expect(file.status).toBe(404);
    }
    const notOurs = await server.send(
      insightsApi.getOfficeAdInsights,
      { params: { id: officeId, propertyId: ad.soloVilla } },
      { token: officeOwner.token },
    );
    expect(notOurs.status).toBe(404);
    const ours = await server.send(
      insightsApi.getOfficeAdInsights,
      { params: { id: officeId, propertyId: ad.agentVilla }, query: { days: 7 } },
      { token: manager.token },
    );
    expect(ours.status).toBe(200);
    expect(ours.body.ad.ownerName).toBe('Sara Agent');
    const anonymous = await server.call('GET', `/api/website/offices/${officeId}/insights`);
    expect(anonymous.status).toBe(401);
  });

  it('list each ad with its counts, sorted and paged', async () => {
    const list = (query: Record<string, unknown>) =>
      server.send(
        insightsApi.listOfficeInsightAds,
        { params: { id: officeId }, query: { days: 7, ...query } },
        { token: officeOwner.token, language: 'en' },
      );
    const byViews = await list({});
    expect(byViews.body.data.map((row) => [row.id, row.counts.view])).toEqual([
      [ad.agentVilla, 12],
      [ad.ownerVilla, 1],
    ]);
    expect(byViews.body.data[0]).toMatchObject({ city: 'Riyadh', status: 'published' });
    const byMessages = await list({ SortBy: 'message' });
    expect(byMessages.body.data.map((row) => row.id)).toEqual([ad.ownerVilla, ad.agentVilla]);
    const paged = await list({ PageSize: 1, PageNumber: 1 });
    expect(paged.body).toMatchObject({ totalDataCount: 2, totalPages: 2 });
    expect(paged.body.data.map((row) => row.id)).toEqual([ad.ownerVilla]);
    const agents = await list({ agentId: agent.userId });
    expect(agents.body.data.map((row) => row.id)).toEqual([ad.agentVilla]);
  });
});

describe('ranks among similar ads', () => {
  it('are null until the daily job has run', async () => {
    const list = await server.send(insightsApi.listMyInsightAds, {}, { token: agent.token });
    expect(list.body.data[0]?.rank).toBeNull();
  });

  it('place each published ad by views over the closed days and by price per m² (1 = cheapest)', async () => {
    await refreshSimilarRanks(server.deps);
    const rankOf = async (who: SignedIn, id: number) => {
      const list = await server.send(
        insightsApi.listMyInsightAds,
        { query: { days: 90 } },
        { token: who.token },
      );
      return list.body.data.find((row) => row.id === id)?.rank;
    };
    // Views over the 30 days before today: agent's 18, solo's 9, owner's 1, outsider's 0.
    expect(await rankOf(agent, ad.agentVilla)).toEqual({
      on: today,
      byViews: { rank: 1, of: 4 },
      byPricePerMetre: { rank: 3, of: 4 },
    });
    expect((await rankOf(solo, ad.soloVilla))?.byViews).toEqual({ rank: 2, of: 4 });
    expect((await rankOf(solo, ad.soloVilla))?.byPricePerMetre).toEqual({ rank: 4, of: 4 });
    expect(await rankOf(officeOwner, ad.ownerVilla)).toMatchObject({
      byViews: { rank: 3, of: 4 },
      byPricePerMetre: { rank: 1, of: 4 },
    });
    // The warehouse for rent is like no other ad here.
    expect(await rankOf(solo, ad.soloWarehouse)).toMatchObject({
      byViews: { rank: 1, of: 1 },
      byPricePerMetre: { rank: 1, of: 1 },
    });
  });
});

describe('bad input', () => {
  it('is a 4xx naming the field, never a 5xx', async () => {
    for (const url of [
      '/api/website/my-insights?days=8',
      '/api/website/my-insights?days=abc',
      '/api/website/my-insights/ads?SortBy=price',
      '/api/website/my-insights/ads?PageSize=0',
      '/api/website/my-insights/ads?PageNumber=-1',
      '/api/website/my-insights/ads/abc',
      `/api/website/offices/${officeId}/insights?agentId=not-a-uuid`,
      '/api/website/offices/0/insights',
      '/api/website/my-insights/export?days=365',
    ]) {
      const answer = await server.call('GET', url, undefined, { token: officeOwner.token });
      expect(answer.status, url).toBeGreaterThanOrEqual(400);
      expect(answer.status, url).toBeLessThan(500);
    }
  });
});

describe('the CSV file', () => {
  /** Python's csv module: a parser of its own, the one spreadsheets' exports are checked with. */
  const parsed = (text: string): string[][] =>
    JSON.parse(
      execFileSync(
        'python3',
        [
          '-c',
          'import csv, io, json, sys; print(json.dumps(list(csv.reader(io.StringIO(sys.stdin.read(), newline="")))))',
        ],
        { input: text },
      ).toString(),
    ) as string[][];

  async function download(path: string, who: SignedIn, language: 'ar' | 'en') {
    const response = await fetch(`${server.url}${path}`, {
      headers: { authorization: `Bearer ${who.token}`, 'accept-language': language },
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { response, bytes };
  }

  it('is UTF-8 with a byte order mark, an attachment, and reads back in Arabic', async () => {
    const { response, bytes } = await download(
      `/api/website/offices/${officeId}/insights/export?days=7`,
      officeOwner,
      'ar',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="insights-${day(-6)}-${today}.csv"`,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parsed(bytes.subarray(3).toString('utf8'));
    expect(rows[0]?.slice(0, 6)).toEqual([
      'رقم الإعلان',
      'العنوان',
      'الحالة',
      'المدينة',
      'المعلن',
      'الظهور في النتائج',
    ]);
    expect(rows).toHaveLength(3);
    const owners = rows.find((row) => row[0] === String(ad.ownerVilla));
    // Quotes, a comma and an Arabic comma survive the quoting.
    expect(owners?.slice(1, 4)).toEqual(['فيلا "مميزة"، الرياض, حي الملقا', 'منشور', 'الرياض']);
    const agents = rows.find((row) => row[0] === String(ad.agentVilla));
    const column = (name: string) => rows[0]!.indexOf(name);
    expect(agents?.[column('المشاهدات')]).toBe('12');
    expect(agents?.[column('الاتصال')]).toBe('1');
    expect(agents?.[4]).toBe('Sara Agent');
  });

  it('speaks English to an English reader, and holds only the caller’s ads', async () => {
    const { bytes } = await download('/api/website/my-insights/export?days=30', solo, 'en');
    const rows = parsed(bytes.subarray(3).toString('utf8'));
    expect(rows[0]?.slice(0, 3)).toEqual(['Ad number', 'Title', 'Status']);
    expect(
      rows
        .slice(1)
        .map((row) => Number(row[0]))
        .sort(),
    ).toEqual([ad.soloVilla, ad.soloWarehouse].sort());
  });
});

describe('an agent who leaves', () => {
  it('leaves their ads, sorted by their counts, to the office’s owner at once', async () => {
    const [boss, leaving] = [await signIn(server), await signIn(server)];
    const office = await insertOffice(
      server.deps.db,
      server.clock.now(),
      { nameAr: 'مكتب الانتقال', nameEn: 'Handover Realty' },
      [
        { userId: boss.userId, role: 'owner' },
        { userId: leaving.userId, role: 'agent' },
      ],
    );
    const agentsAd = await villa(leaving, { price: 900_000, area: 300 });
    const bossAd = await villa(boss, { price: 800_000, area: 300 });
    await rolled(agentsAd, -2, 'view', 5);
    await rolled(bossAd, -2, 'view', 1);
    await server.deps.jobs.send(AD_ACTIVITY_ROLLUP_QUEUE, [{ data: {} }]);
    await jobsSettled(server.deps.db);

    const removed = await server.send(
      officesApi.removeMember,
      { params: { id: office, userId: leaving.userId } },
      { token: boss.token },
    );
    expect(removed.status).toBe(204);
    const mine = await server.send(
      insightsApi.listMyInsightAds,
      { query: { days: 7 } },
      { token: boss.token },
    );
    expect(mine.body.data.map((row) => [row.id, row.counts.view])).toEqual([
      [agentsAd, 5],
      [bossAd, 1],
    ]);
    const theirs = await server.send(
      insightsApi.listMyInsightAds,
      { query: { days: 7 } },
      { token: leaving.token },
    );
    expect(theirs.body.data).toEqual([]);
  });
});
