import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Language } from '#contract/common.js';
import * as account from '#contract/endpoints/account.js';
import * as leadsApi from '#contract/endpoints/leads.js';
import * as messagesApi from '#contract/endpoints/messages.js';
import * as officeApi from '#contract/endpoints/offices.js';
import * as catalogue from '#contract/endpoints/properties.js';
import type { LeadKind } from '#contract/leads.js';
import { leads } from '#server/db/schema/index.js';
import { insertOffice } from '#server/test/support/fixtures/office-fixtures.js';
import { announce } from '#server/lib/domain-events.js';
import { AD_CONTACT_TAPPED } from '#server/modules/ad-activity/index.js';
import { refreshResponseStats } from '#server/modules/leads/index.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { publishedAd, setName } from '#server/test/support/fixtures/conversation-fixtures.js';
import { useLookups, useTestServer } from '#server/test/support/suite.js';

/**
 * Issue 35: the lead inbox. A message or a call/WhatsApp tap makes one lead per person and ad; the
 * advertiser (or their office's owner and managers) keeps its status, note and reminder; the CSV
 * export; response rate and median time; the "Quick to respond" badge.
 */
const server = useTestServer();
const l = useLookups(server);
const MINUTE = 60;

function write(from: SignedIn, propertyId: number, message = 'هل ما زال متاحًا؟', receiverId?: string) {
  return server.send(
    messagesApi.sendPropertyMessage,
    { body: { propertyId, message, ...(receiverId ? { receiverId } : {}) } },
    { token: from.token },
  );
}

async function ask(from: SignedIn, propertyId: number) {
  expect((await write(from, propertyId)).status).toBe(201);
}

/** The user's tokens rotated: the tests move the clock past access tokens. */
async function fresh(who: SignedIn): Promise<SignedIn> {
  const rotated = await server.send(account.refreshToken, { body: { refreshToken: who.refreshToken } });
  expect(rotated.status).toBe(200);
  return Object.assign(who, rotated.body);
}

async function answerTo(owner: SignedIn, inquirer: SignedIn, propertyId: number) {
  expect((await write(await fresh(owner), propertyId, 'نعم، متاح', inquirer.userId)).status).toBe(201);
}

/** A tap as the ad-activity module announces it: in a transaction, once per visitor, ad, kind and day. */
async function tap(user: SignedIn, propertyId: number, kind: Exclude<LeadKind, 'message'>) {
  await server.deps.db.transaction((tx) =>
    announce(tx, server.clock.now(), AD_CONTACT_TAPPED, { propertyId, userId: user.userId, kind }),
  );
}

function myLeads(user: SignedIn, query: Record<string, unknown> = {}, language: Language = 'ar') {
  return server.send(leadsApi.listMyLeads, { query }, { token: user.token, language });
}

function update(user: SignedIn, id: number, body: Record<string, unknown>, language: Language = 'ar') {
  return server.call<{ message: string; errors?: Record<string, string[]> }>(
    'PATCH',
    `/api/website/leads/${id}`,
    body,
    { token: user.token, language },
  );
}

/** The CSV export's bytes, read as bytes: a text decoder would drop the byte order mark. */
async function exportOf(user: SignedIn, path: string, language: Language) {
  const response = await fetch(`${server.url}${path}`, {
    headers: { authorization: `Bearer ${user.token}`, 'accept-language': language },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const rows: string[][] = parse(Buffer.from(bytes), { bom: true });
  return { response, bytes, rows };
}

/** An office written as its use case would: its owner, a manager and two agents. */
async function officeWithPeople() {
  const [owner, manager, agent, otherAgent] = [
    await signIn(server),
    await signIn(server),
    await signIn(server),
    await signIn(server),
  ];
  const officeId = await insertOffice(
    server.deps.db,
    server.clock.now(),
    { nameAr: 'مكتب العملاء', nameEn: 'Leads Realty' },
    [
      { userId: owner.userId, role: 'owner' },
      { userId: manager.userId, role: 'manager' },
      { userId: agent.userId, role: 'agent' },
      { userId: otherAgent.userId, role: 'agent' },
    ],
  );
  return { officeId, owner, manager, agent, otherAgent };
}

describe('leads from messages and taps', () => {
  it('makes one lead per person and ad, named by first name, with no phone number', async () => {
    const owner = await signIn(server);
    const [sara, omar] = [await signIn(server), await signIn(server)];
    await setName(server, sara, 'سارة القحطاني');
    const adId = await publishedAd(server, l, owner);

    await ask(sara, adId);
    await tap(omar, adId, 'whatsappTap');
    server.clock.advance(MINUTE);
    await tap(sara, adId, 'callTap');
    await ask(sara, adId);
    await tap(omar, adId, 'callTap');

    const list = await myLeads(owner);
    expect(list.status).toBe(200);
    expect(list.body.totalDataCount).toBe(2);
    const [first, second] = list.body.data;
    expect(first).toMatchObject({
      property: { id: adId },
      inquirer: { id: omar.userId },
      kind: 'whatsappTap',
      status: 'new',
      conversationPath: null,
    });
    expect(second).toMatchObject({
      inquirer: { id: sara.userId, firstName: 'سارة' },
      kind: 'message',
      conversationPath: `/messages/${adId}/${sara.userId}`,
    });
    expect(JSON.stringify(list.body)).not.toContain(sara.e164.slice(4));
    expect(JSON.stringify(list.body)).not.toContain(omar.e164.slice(4));

    // Nobody else's inbox holds them; the inquirers' own lists are empty.
    expect((await myLeads(sara)).body.totalDataCount).toBe(0);
    // Filters.
    expect((await myLeads(owner, { kind: 'message' })).body.data.map((lead) => lead.id)).toEqual([
      second?.id,
    ]);
    expect((await myLeads(owner, { status: 'lost' })).body.totalDataCount).toBe(0);
    expect((await myLeads(owner, { propertyId: adId + 1000 })).body.totalDataCount).toBe(0);
    expect((await myLeads(owner, { kind: 'fax' })).status).toBe(422);
  });

  it("the owner's answer marks a new lead contacted; a lost one comes back new when they return", async () => {
    const owner = await signIn(server);
    const buyer = await signIn(server);
    const adId = await publishedAd(server, l, owner);
    await ask(buyer, adId);
    await answerTo(owner, buyer, adId);
    const [lead] = (await myLeads(owner)).body.data;
    expect(lead?.status).toBe('contacted');

    expect((await update(owner, lead!.id, { status: 'lost' })).status).toBe(200);
    await tap(buyer, adId, 'callTap');
    const [back] = (await myLeads(owner)).body.data;
    expect(back).toMatchObject({ id: lead!.id, status: 'new', kind: 'message' });

    expect((await update(owner, lead!.id, { status: 'closed' })).status).toBe(200);
    await ask(buyer, adId);
    expect((await myLeads(owner)).body.data[0]?.status).toBe('closed');
  });

  it('makes no lead of an owner tapping their own ad', async () => {
    const owner = await signIn(server);
    const adId = await publishedAd(server, l, owner);
    await tap(owner, adId, 'callTap');
    expect(await server.deps.db.$count(leads, eq(leads.propertyId, adId))).toBe(0);
  });
});

describe("a lead's status, note and reminder", () => {
  it('are changed by the advertiser, validated in their language, and refused to others (404)', async () => {
    const owner = await signIn(server);
    const buyer = await signIn(server);
    const adId = await publishedAd(server, l, owner);
    await ask(buyer, adId);
    const [lead] = (await myLeads(owner)).body.data;
    const id = lead!.id;

    const changed = await update(owner, id, {
      status: 'visited',
      note: '  زار الشقة يوم الأحد  ',
      remindOn: '2026-12-31',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      status: 'visited',
      note: 'زار الشقة يوم الأحد',
      remindOn: '2026-12-31',
    });
    const cleared = await update(owner, id, { remindOn: null });
    expect(cleared.body).toMatchObject({ status: 'visited', note: 'زار الشقة يوم الأحد', remindOn: null });

    const long = await update(owner, id, { note: 'ن'.repeat(1001) });
    expect(long.status).toBe(422);
    expect(long.body.errors?.note).toEqual(['الملاحظة أطول من المسموح (1000 حرف)']);
    const badDate = await update(owner, id, { remindOn: '31/12/2026' }, 'en');
    expect(badDate.status).toBe(422);
    expect(badDate.body.errors?.remindOn).toEqual([
      'The reminder date is not valid; use the form 2026-12-31',
    ]);
    const badStatus = await update(owner, id, { status: 'won' });
    expect(badStatus.status).toBe(422);

    for (const someone of [buyer, await signIn(server)]) {
      expect((await update(someone, id, { status: 'lost' })).status).toBe(404);
    }
    expect((await update(owner, 2_000_000_000, { status: 'lost' })).status).toBe(404);
    expect((await myLeads(owner)).body.data[0]).toMatchObject({ status: 'visited', remindOn: null });
  });
});

describe("an office's leads", () => {
  it('are seen and changed by its owner and managers, filtered by agent; refused to others', async () => {
    const { officeId, owner, manager, agent, otherAgent } = await officeWithPeople();
    const outsider = await signIn(server);
    const buyer = await signIn(server);
    const agentAd = await publishedAd(server, l, agent);
    const otherAd = await publishedAd(server, l, otherAgent);
    await ask(buyer, agentAd);
    await tap(buyer, otherAd, 'callTap');

    const officeLeads = (who: SignedIn, query: Record<string, unknown> = {}) =>
      server.send(leadsApi.listOfficeLeads, { params: { id: officeId }, query }, { token: who.token });

    for (const boss of [owner, manager]) {
      const all = await officeLeads(boss);
      expect(all.status).toBe(200);
      expect(all.body.totalDataCount).toBe(2);
      const mine = await officeLeads(boss, { agentId: agent.userId });
      expect(mine.body.data.map((lead) => lead.advertiser.id)).toEqual([agent.userId]);
      expect((await officeLeads(boss, { agentId: owner.userId })).body.totalDataCount).toBe(0);
    }
    expect((await officeLeads(agent)).status).toBe(403);
    expect((await officeLeads(outsider)).status).toBe(404);
    // An agent sees their own in their own list, not their colleague's.
    expect((await myLeads(agent)).body.data.map((lead) => lead.property.id)).toEqual([agentAd]);

    const [agentLead] = (await officeLeads(owner, { agentId: agent.userId })).body.data;
    expect((await update(manager, agentLead!.id, { status: 'contacted' })).status).toBe(200);
    expect((await update(owner, agentLead!.id, { note: 'تابع معه' })).status).toBe(200);
    expect((await update(otherAgent, agentLead!.id, { status: 'lost' })).status).toBe(404);
    expect((await update(outsider, agentLead!.id, { status: 'lost' })).status).toBe(404);
    expect((await myLeads(agent)).body.data[0]).toMatchObject({ status: 'contacted', note: 'تابع معه' });

    const times = await server.send(
      leadsApi.officeResponseTime,
      { params: { id: officeId } },
      { token: manager.token },
    );
    expect(times.status).toBe(200);
    expect(times.body.agents.map((row) => row.agent.id).sort()).toEqual(
      [owner, manager, agent, otherAgent].map((who) => who.userId).sort(),
    );
    expect(
      (
        await server.send(
          leadsApi.officeResponseTime,
          { params: { id: officeId } },
          { token: outsider.token },
        )
      ).status,
    ).toBe(404);
  });
});

describe('an agent who leaves an office', () => {
  it("leaves the leads of the office's ads they held to its owner, with the ads", async () => {
    const { officeId, owner, agent } = await officeWithPeople();
    const buyer = await signIn(server);
    const adId = await publishedAd(server, l, agent);
    await ask(buyer, adId);
    expect((await myLeads(agent)).body.totalDataCount).toBe(1);

    const left = await server.send(
      officeApi.removeMember,
      { params: { id: officeId, userId: agent.userId } },
      { token: agent.token },
    );
    expect(left.status).toBe(204);
    expect((await myLeads(agent)).body.totalDataCount).toBe(0);
    const [lead] = (await myLeads(owner)).body.data;
    expect(lead).toMatchObject({ property: { id: adId }, advertiser: { id: owner.userId } });
    expect((await update(agent, lead!.id, { status: 'lost' })).status).toBe(404);
  });
});

describe('the CSV export', () => {
  it('is UTF-8 with a byte order mark, quoted, with headers in the language asked', async () => {
    const owner = await signIn(server);
    const buyer = await signIn(server);
    await setName(server, buyer, 'Ali "the buyer", Jr');
    const adId = await publishedAd(server, l, owner, 'residence', { titleAr: 'فيلا، حي النرجس "الجديدة"' });
    await ask(buyer, adId);
    const [lead] = (await myLeads(owner)).body.data;
    await update(owner, lead!.id, { status: 'visited', note: '=HYPERLINK("x")\nسطر ثانٍ، مع فاصلة' });

    const ar = await exportOf(owner, '/api/website/leads/export', 'ar');
    expect(ar.response.status).toBe(200);
    expect(ar.response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(ar.response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...ar.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(ar.rows[0]).toEqual([
      'رقم العميل',
      'رقم الإعلان',
      'الإعلان',
      'المعلن',
      'العميل',
      'طريقة التواصل',
      'الحالة',
      'ملاحظة',
      'تاريخ التذكير',
      'أول تواصل',
      'آخر تواصل',
    ]);
    expect(ar.rows).toHaveLength(2);
    expect(ar.rows[1]?.slice(0, 8)).toEqual([
      String(lead!.id),
      String(adId),
      'فيلا، حي النرجس "الجديدة"',
      '',
      'Ali',
      'رسالة',
      'تمت المعاينة',
      `'=HYPERLINK("x")\nسطر ثانٍ، مع فاصلة`,
    ]);

    const en = await exportOf(owner, '/api/website/leads/export?status=visited', 'en');
    expect(en.rows[0]?.slice(0, 3)).toEqual(['Lead', 'Ad', 'Ad title']);
    expect(en.rows[1]?.slice(5, 7)).toEqual(['Message', 'Visited']);
    expect((await exportOf(owner, '/api/website/leads/export?status=lost', 'en')).rows).toHaveLength(1);
    expect((await exportOf(buyer, '/api/website/leads/export', 'en')).rows).toHaveLength(1);
  });
});

describe('response rate, median response time and the badge', () => {
  it('count the conversations of the last 30 days, and the badge follows the thresholds', async () => {
    const owner = await signIn(server);
    const adId = await publishedAd(server, l, owner);
    const inquirers = [];
    for (let i = 0; i < 6; i += 1) inquirers.push(await signIn(server));
    const [i1, i2, i3, i4, i5, i6] = inquirers as [
      SignedIn,
      SignedIn,
      SignedIn,
      SignedIn,
      SignedIn,
      SignedIn,
    ];
    const figures = async () =>
      (await server.send(leadsApi.myResponseTime, {}, { token: (await fresh(owner)).token })).body;
    const badgesOnCard = async () => {
      const viewer = await signIn(server);
      const details = await server.send(catalogue.getProperty, { params: { id: adId } });
      const search = await server.send(
        catalogue.listProperties,
        { query: { PageSize: 100 } },
        { token: viewer.token },
      );
      return [details.body.advertiserBadges, search.body.data.find((ad) => ad.id === adId)?.advertiserBadges];
    };

    expect(await figures()).toEqual({
      figures: { conversations: 0, answered: 0, rate: null, medianMinutes: null, quick: false },
      thresholds: { minRate: 0.8, maxMedianMinutes: 60, minConversations: 5, windowDays: 30 },
    });

    for (const who of [i1, i2, i3, i4, i5]) await ask(who, adId);
    server.clock.advance(10 * MINUTE);
    await answerTo(owner, i1, adId);
    // A second question of the same person is not a second conversation.
    await ask(i1, adId);
    server.clock.advance(10 * MINUTE);
    await answerTo(owner, i2, adId);
    server.clock.advance(10 * MINUTE);
    await answerTo(owner, i3, adId);
    server.clock.advance(60 * MINUTE);
    await answerTo(owner, i4, adId);
    // i5 waits 90 minutes unanswered: it counts against the rate; i6 just wrote: not late yet.
    await ask(await fresh(i6), adId);

    expect((await figures()).figures).toEqual({
      conversations: 5,
      answered: 4,
      rate: 0.8,
      medianMinutes: 25,
      quick: true,
    });
    expect(await badgesOnCard()).toEqual([[], []]);
    await refreshResponseStats(server.deps);
    expect(await badgesOnCard()).toEqual([['quickResponder'], ['quickResponder']]);

    // An hour on, i6 is late too: 4 of 6 is under the rate, and the next count takes the badge away.
    server.clock.advance(61 * MINUTE);
    expect((await figures()).figures).toMatchObject({ conversations: 6, answered: 4, quick: false });
    await refreshResponseStats(server.deps);
    expect(await badgesOnCard()).toEqual([[], []]);

    // Thirty days on, those conversations have left the window.
    server.clock.advance(30 * 24 * 3600);
    const again = await signIn(server, owner.e164);
    expect(
      (await server.send(leadsApi.myResponseTime, {}, { token: again.token })).body.figures,
    ).toMatchObject({
      conversations: 0,
      quick: false,
    });
  });
});
