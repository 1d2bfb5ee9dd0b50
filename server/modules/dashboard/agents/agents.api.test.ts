import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AgentBody } from '#contract/dashboard/agents.js';
import type { EndpointInput } from '#contract/endpoint.js';
import * as websiteAgents from '#contract/endpoints/agents.js';
import * as agents from '#contract/endpoints/dashboard/agents.js';
import * as ads from '#contract/endpoints/properties.js';
import { auditLog, properties } from '#server/db/schema/index.js';
import { createAd, loadLookups, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { signIn } from '#server/test/support/clients/sign-in-flow.js';
import { adminEnv, staffWith } from '#server/test/support/fixtures/staff-fixtures.js';
import { type EndpointReply } from '#server/test/support/servers/test-server.js';
import type { Language } from '#contract/common.js';
import { useAdmin, useTestServer } from '#server/test/support/suite.js';

const server = useTestServer(adminEnv, { timeout: 180_000 });
const admin = useAdmin(server);

const as = (token = admin.token, language: Language = 'en') => ({ token, language });
const list = (query: EndpointInput<typeof agents.listAgents>['query'], token = admin.token) =>
  server.send(agents.listAgents, { query }, as(token));
const get = (id: number, token = admin.token) => server.send(agents.getAgent, { params: { id } }, as(token));
const create = (body: AgentBody, token = admin.token, language: Language = 'en') =>
  server.send(agents.createAgent, { body }, as(token, language));
const updateAgent = (id: number, body: AgentBody) =>
  server.send(agents.updateAgent, { params: { id }, body }, as());
const remove = (id: number, token = admin.token, language: Language = 'en') =>
  server.send(agents.deleteAgent, { params: { id } }, as(token, language));
const hide = (id: number, token = admin.token) =>
  server.send(agents.hideAgent, { params: { id } }, as(token));
const show = (id: number) => server.send(agents.showAgent, { params: { id } }, as());
const uploadPhoto = (id: number, form: FormData, language: Language = 'en') =>
  server.send(agents.uploadAgentPhoto, { params: { id }, body: form }, as(admin.token, language));
const deletePhoto = (id: number) => server.send(agents.deleteAgentPhoto, { params: { id } }, as());

let serial = 0;
function agentBody(overrides: Partial<AgentBody> = {}): AgentBody {
  serial += 1;
  const tail = String(1000 + serial).slice(-4);
  return {
    fullNameAr: `وسيط تجريبي ${serial}`,
    fullNameEn: `Test Agent ${serial}`,
    phoneNumber: `050 123 ${tail}`,
    whatsapp: `+96655123${tail}`,
    email: `Agent.${serial}@Manzil.test`,
    falLicenseNumber: `11000${String(10000 + serial).slice(-5)}`,
    languages: ['ar', 'en', 'en'],
    ...overrides,
  };
}

async function createAgent(overrides: Partial<AgentBody> = {}) {
  const answer = await create(agentBody(overrides));
  expect(answer.status).toBe(201);
  return answer.body;
}

const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Secret Photographer' } })
    .toBuffer();

function imageForm(data: Buffer | string, filename = 'agent.jpg'): FormData {
  const form = new FormData();
  form.append('file', new Blob([data]), filename);
  return form;
}

const auditOf = (id: number) =>
  server.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'Agents'), eq(auditLog.resourceId, String(id))))
    .orderBy(auditLog.id);

const publicIds = async () => {
  const answer = await server.send(websiteAgents.listAgents, { query: { PageSize: 100 } });
  return answer.body.data.map((item) => item.id);
};

describe('POST and GET agents', () => {
  it('creates an agent with the phones in E.164, the email lowercased and languages once each', async () => {
    const created = await createAgent();
    expect(created).toMatchObject({
      fullNameEn: expect.stringMatching(/^Test Agent \d+$/) as string,
      phoneNumber: expect.stringMatching(/^\+96650123\d{4}$/) as string,
      whatsapp: expect.stringMatching(/^\+96655123\d{4}$/) as string,
      email: expect.stringMatching(/^agent\.\d+@manzil\.test$/) as string,
      falLicenseNumber: expect.stringMatching(/^\d{10}$/) as string,
      languages: ['ar', 'en'],
      imageUrl: null,
      isHidden: false,
      propertiesCount: 0,
      publishedCount: 0,
    });
    const one = await get(created.id);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(created);
    expect(await publicIds()).toContain(created.id);

    const entries = await auditOf(created.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'create', after: { fullNameEn: created.fullNameEn } });
  });

  it('accepts empty optional fields as none, and Arabic-Indic licence digits', async () => {
    const created = await createAgent({
      whatsapp: '',
      email: null,
      falLicenseNumber: '١١٠٠٠٩٩٩٩٩',
      languages: [],
    });
    expect(created).toMatchObject({
      whatsapp: null,
      email: null,
      falLicenseNumber: '1100099999',
      languages: [],
    });
  });

  it('refuses bad fields with localized 422 answers by field', async () => {
    const answer = await create({
      ...agentBody(),
      fullNameAr: '  ',
      email: 'not-an-email',
      falLicenseNumber: '12345',
      languages: ['ar', 'klingon' as never],
    });
    expect(answer.status).toBe(422);
    expect(answer.error.errors).toMatchObject({
      fullNameAr: ['This field is required'],
      email: ['The email address is not valid'],
      falLicenseNumber: ['The FAL licence number has 10 digits'],
      'languages.1': ['The selected option is not available'],
    });

    const arabic = await create({ ...agentBody(), falLicenseNumber: 'abc' }, admin.token, 'ar');
    expect(arabic.status).toBe(422);
    expect(arabic.error.errors).toEqual({ falLicenseNumber: ['رقم رخصة فال من 10 أرقام'] });

    const phone = await create({ ...agentBody(), phoneNumber: '12345' });
    expect(phone.status).toBe(422);
    expect(phone.error.errors).toEqual({ phoneNumber: ['The phone number is not valid'] });
    const whatsapp = await create({ ...agentBody(), whatsapp: '+966 12' }, admin.token, 'ar');
    expect(whatsapp.status).toBe(422);
    expect(whatsapp.error.errors).toEqual({ whatsapp: ['رقم الواتساب غير صحيح'] });
    const missing = await create({ fullNameAr: 'x', fullNameEn: 'x', phoneNumber: undefined as never });
    expect(missing.status).toBe(422);
    expect(missing.error.errors).toEqual({ phoneNumber: ['Phone number is required'] });
  });

  it('answers 404 for an agent that is not there or an id that is not a number', async () => {
    expect((await get(999999)).status).toBe(404);
    expect((await updateAgent(999999, agentBody())).status).toBe(404);
    expect((await remove(999999)).status).toBe(404);
    expect((await get('abc' as never)).status).toBe(422);
  });
});

describe('GET agents (list)', () => {
  it('searches both names, phone and email, filters hidden, sorts and pages', async () => {
    const marker = `zq${Date.now()}`;
    const first = await createAgent({ fullNameEn: `Alpha ${marker}`, fullNameAr: `ألف ${marker}` });
    server.clock.advance(1);
    const second = await createAgent({ fullNameEn: `Beta ${marker}`, email: `${marker}@example.com` });
    await hide(second.id);

    const ids = (answer: EndpointReply<typeof agents.listAgents>) => answer.body.data.map((item) => item.id);
    const all = await list({ Query: marker });
    expect(all.status).toBe(200);
    expect(ids(all)).toEqual([second.id, first.id]);
    expect(ids(await list({ Query: `ألف ${marker}` }))).toEqual([first.id]);
    expect(ids(await list({ Query: `${marker.toUpperCase()}@EXAMPLE` }))).toEqual([second.id]);
    const phone = first.phoneNumber.slice(-7);
    expect(ids(await list({ Query: phone }))).toContain(first.id);
    expect(ids(await list({ Query: marker, IsHidden: true }))).toEqual([second.id]);
    expect(ids(await list({ Query: marker, IsHidden: false }))).toEqual([first.id]);
    expect(ids(await list({ Query: marker, SortBy: 'oldest' }))).toEqual([first.id, second.id]);
    expect(ids(await list({ Query: marker, SortBy: 'nameDesc' }))).toEqual([second.id, first.id]);
    expect(ids(await list({ Query: marker, SortBy: 'nameAsc' }))).toEqual([first.id, second.id]);
    const page = await list({ Query: marker, PageSize: 1, PageNumber: 1 });
    expect(page.body).toMatchObject({ totalDataCount: 2, totalPages: 2 });
    expect(ids(page)).toEqual([first.id]);
    expect((await list({ SortBy: 'sideways' as never })).status).toBe(422);
  });
});

describe('PUT, hide and show', () => {
  it('replaces the details and records before and after', async () => {
    const created = await createAgent();
    const answer = await updateAgent(created.id, agentBody({ fullNameEn: 'Renamed Agent', whatsapp: null }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: created.id, fullNameEn: 'Renamed Agent', whatsapp: null });
    const update = (await auditOf(created.id)).find((entry) => entry.action === 'update');
    expect(update?.before).toMatchObject({ fullNameEn: created.fullNameEn });
    expect(update?.after).toMatchObject({ fullNameEn: 'Renamed Agent', whatsapp: null });
  });

  it('a hidden agent leaves the website list and page, and comes back when shown', async () => {
    const created = await createAgent();
    expect((await server.send(websiteAgents.getAgent, { params: { id: created.id } })).status).toBe(200);

    const hidden = await hide(created.id);
    expect(hidden.status).toBe(200);
    expect(hidden.body.isHidden).toBe(true);
    expect(await publicIds()).not.toContain(created.id);
    expect((await server.send(websiteAgents.getAgent, { params: { id: created.id } })).status).toBe(404);
    expect((await get(created.id)).body.isHidden).toBe(true);

    await hide(created.id);
    const shown = await show(created.id);
    expect(shown.body.isHidden).toBe(false);
    expect(await publicIds()).toContain(created.id);
    expect((await auditOf(created.id)).map((entry) => entry.action)).toEqual(['create', 'hide', 'unhide']);
  });
});

describe('agent photo', () => {
  it('stores a 512 px WebP without metadata, replaces it deleting the old file, then removes it', async () => {
    const created = await createAgent();
    const first = await uploadPhoto(created.id, imageForm(await photo()));
    expect(first.status).toBe(200);
    const firstUrl = first.body.imageUrl ?? '';
    expect(firstUrl).toMatch(new RegExp(`^/uploads/agents/${created.id}/[\\w-]+\\.webp$`));
    const served = await fetch(`${server.url}${firstUrl}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Secret Photographer'))).toBe(false);
    const onWebsite = await server.send(websiteAgents.getAgent, { params: { id: created.id } });
    expect(onWebsite.body.imageUrl).toBe(firstUrl);

    const second = await uploadPhoto(created.id, imageForm(await photo()));
    expect(second.status).toBe(200);
    expect(second.body.imageUrl).not.toBe(firstUrl);
    expect(existsSync(path.join(server.dataDir, firstUrl))).toBe(false);
    expect((await fetch(`${server.url}${firstUrl}`)).status).toBe(404);

    const removed = await deletePhoto(created.id);
    expect(removed.status).toBe(200);
    expect(removed.body.imageUrl).toBeNull();
    expect((await fetch(`${server.url}${second.body.imageUrl}`)).status).toBe(404);
    expect((await deletePhoto(created.id)).status).toBe(200);

    const photoEntries = (await auditOf(created.id)).filter((entry) => entry.action === 'update');
    expect(photoEntries).toHaveLength(3);
    expect(photoEntries[2]).toMatchObject({ after: { imageKey: null } });
    for (const entry of photoEntries) {
      expect(JSON.stringify(entry.after)).not.toMatch(/base64|data:/);
      expect(Object.keys(entry.after ?? {})).toEqual(['imageKey']);
    }
  });

  it('refuses a non-image with 415 and a file over 5 MB with 413, keeping the old photo', async () => {
    const created = await createAgent();
    const kept = await uploadPhoto(created.id, imageForm(await photo()));
    const text = await uploadPhoto(created.id, imageForm('not a picture at all', 'a.jpg'));
    expect(text.status).toBe(415);
    expect(text.error.message).toBe('The file is not a supported image (JPEG, PNG or WebP)');
    const big = Buffer.concat([await photo(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await uploadPhoto(created.id, imageForm(big), 'ar');
    expect(tooBig.status).toBe(413);
    expect(tooBig.error.message).toBe('حجم الملف أكبر من المسموح (5 ميجابايت)');
    expect((await get(created.id)).body.imageUrl).toBe(kept.body.imageUrl);
    expect((await uploadPhoto(999999, imageForm(await photo()))).status).toBe(404);
  });
});

describe('DELETE agents', () => {
  it('deletes an agent no ad names, with their photo', async () => {
    const created = await createAgent();
    const withPhoto = await uploadPhoto(created.id, imageForm(await photo()));
    const answer = await remove(created.id);
    expect(answer.status).toBe(204);
    expect((await get(created.id)).status).toBe(404);
    expect((await fetch(`${server.url}${withPhoto.body.imageUrl}`)).status).toBe(404);
    const entries = await auditOf(created.id);
    expect(entries.at(-1)).toMatchObject({ action: 'delete', before: { id: created.id } });
  });

  it('refuses with 409 while an ad names the agent; the ad keeps them after hiding', async () => {
    const created = await createAgent();
    const user = await signIn(server);
    const ad = await createAd(server, user.token, 'residence', residenceBody(await loadLookups(server)));
    await server.deps.db
      .update(properties)
      .set({ agentId: created.id, status: 'published', publishedAt: new Date() })
      .where(eq(properties.id, ad.id));

    const listed = await get(created.id);
    expect(listed.body).toMatchObject({ propertiesCount: 1, publishedCount: 1 });
    const refused = await remove(created.id, admin.token, 'ar');
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe('لا يمكن حذف وسيط تذكره إعلانات (1)، أخفِه بدلًا من ذلك');

    await hide(created.id);
    const page = await server.send(ads.getProperty, { params: { id: ad.id } });
    expect(page.status).toBe(200);
    expect(page.body.agent).toMatchObject({ id: created.id });
    expect((await get(created.id)).status).toBe(200);
  });
});

describe('permissions', () => {
  it('a role with Agents.ReadList only may list but not create, change or delete', async () => {
    const reader = await staffWith(server, admin.token, ['Agents.ReadList']);
    expect((await list({}, reader.token)).status).toBe(200);
    expect((await create(agentBody(), reader.token)).status).toBe(403);
    const created = await createAgent();
    expect((await get(created.id, reader.token)).status).toBe(403);
    expect((await hide(created.id, reader.token)).status).toBe(403);
    expect((await remove(created.id, reader.token)).status).toBe(403);
  });
});
