import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, properties } from '../../db/schema/index.js';
import { createAd, loadLookups, residenceBody } from '../support/catalogue-fixtures.js';
import { signIn } from '../support/sign-in-flow.js';
import { adminEnv, DASHBOARD, loginAdmin, staffWith } from '../support/staff-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const AGENTS = `${DASHBOARD}/agents`;
const PUBLIC = '/api/website/agents';

let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer(adminEnv);
  adminToken = await loginAdmin(server);
}, 180_000);
afterAll(async () => {
  await server.close();
});

type Language = 'ar' | 'en';
const as = (token = adminToken, language: Language = 'en') => ({ token, language });
const call = (method: string, route: string, body?: unknown, token = adminToken, language: Language = 'en') =>
  server.call(method, `${AGENTS}${route}`, body, as(token, language));

let serial = 0;
function agentBody(overrides: Record<string, unknown> = {}) {
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

async function createAgent(overrides: Record<string, unknown> = {}) {
  const answer = await call('POST', '/', agentBody(overrides));
  expect(answer.status).toBe(201);
  return answer.body as { id: number; imageUrl: string | null; [key: string]: unknown };
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
  const answer = await server.call('GET', `${PUBLIC}/getall?PageSize=100`);
  return (answer.body.data as { id: number }[]).map((item) => item.id);
};

describe('POST and GET agents', () => {
  it('creates an agent with the phones in E.164, the email lowercased and languages once each', async () => {
    const created = await createAgent();
    expect(created).toMatchObject({
      fullNameEn: expect.stringMatching(/^Test Agent \d+$/),
      phoneNumber: expect.stringMatching(/^\+96650123\d{4}$/),
      whatsapp: expect.stringMatching(/^\+96655123\d{4}$/),
      email: expect.stringMatching(/^agent\.\d+@manzil\.test$/),
      falLicenseNumber: expect.stringMatching(/^\d{10}$/),
      languages: ['ar', 'en'],
      imageUrl: null,
      isHidden: false,
      propertiesCount: 0,
      publishedCount: 0,
    });
    const one = await call('GET', `/${created.id}`);
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
    const answer = await call('POST', '/', {
      ...agentBody(),
      fullNameAr: '  ',
      email: 'not-an-email',
      falLicenseNumber: '12345',
      languages: ['ar', 'klingon'],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toMatchObject({
      fullNameAr: ['This field is required'],
      email: ['The email address is not valid'],
      falLicenseNumber: ['The FAL licence number has 10 digits'],
      'languages.1': ['The selected option is not available'],
    });

    const arabic = await call('POST', '/', { ...agentBody(), falLicenseNumber: 'abc' }, adminToken, 'ar');
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors).toEqual({ falLicenseNumber: ['رقم رخصة فال من 10 أرقام'] });

    const phone = await call('POST', '/', { ...agentBody(), phoneNumber: '12345' });
    expect(phone.status).toBe(422);
    expect(phone.body.errors).toEqual({ phoneNumber: ['The phone number is not valid'] });
    const whatsapp = await call('POST', '/', { ...agentBody(), whatsapp: '+966 12' }, adminToken, 'ar');
    expect(whatsapp.status).toBe(422);
    expect(whatsapp.body.errors).toEqual({ whatsapp: ['رقم الواتساب غير صحيح'] });
    const missing = await call('POST', '/', { fullNameAr: 'x', fullNameEn: 'x' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ phoneNumber: ['Phone number is required'] });
  });

  it('answers 404 for an agent that is not there or an id that is not a number', async () => {
    expect((await call('GET', '/999999')).status).toBe(404);
    expect((await call('PUT', '/999999', agentBody())).status).toBe(404);
    expect((await call('DELETE', '/999999')).status).toBe(404);
    expect((await call('GET', '/abc')).status).toBe(422);
  });
});

describe('GET agents (list)', () => {
  it('searches both names, phone and email, filters hidden, sorts and pages', async () => {
    const marker = `zq${Date.now()}`;
    const first = await createAgent({ fullNameEn: `Alpha ${marker}`, fullNameAr: `ألف ${marker}` });
    server.clock.advance(1);
    const second = await createAgent({ fullNameEn: `Beta ${marker}`, email: `${marker}@example.com` });
    await call('POST', `/${second.id}/hide`);

    const ids = (answer: { body: { data: { id: number }[] } }) => answer.body.data.map((item) => item.id);
    const all = await call('GET', `?Query=${marker}`);
    expect(all.status).toBe(200);
    expect(ids(all)).toEqual([second.id, first.id]);
    expect(ids(await call('GET', `?Query=${encodeURIComponent(`ألف ${marker}`)}`))).toEqual([first.id]);
    expect(ids(await call('GET', `?Query=${marker.toUpperCase()}@EXAMPLE`))).toEqual([second.id]);
    const phone = (first.phoneNumber as string).slice(-7);
    expect(ids(await call('GET', `?Query=${phone}`))).toContain(first.id);
    expect(ids(await call('GET', `?Query=${marker}&IsHidden=true`))).toEqual([second.id]);
    expect(ids(await call('GET', `?Query=${marker}&IsHidden=false`))).toEqual([first.id]);
    expect(ids(await call('GET', `?Query=${marker}&SortBy=oldest`))).toEqual([first.id, second.id]);
    expect(ids(await call('GET', `?Query=${marker}&SortBy=nameDesc`))).toEqual([second.id, first.id]);
    expect(ids(await call('GET', `?Query=${marker}&SortBy=nameAsc`))).toEqual([first.id, second.id]);
    const page = await call('GET', `?Query=${marker}&PageSize=1&PageNumber=1`);
    expect(page.body).toMatchObject({ totalDataCount: 2, totalPages: 2 });
    expect(ids(page)).toEqual([first.id]);
    expect((await call('GET', '?SortBy=sideways')).status).toBe(422);
  });
});

describe('PUT, hide and show', () => {
  it('replaces the details and records before and after', async () => {
    const created = await createAgent();
    const answer = await call(
      'PUT',
      `/${created.id}`,
      agentBody({ fullNameEn: 'Renamed Agent', whatsapp: null }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: created.id, fullNameEn: 'Renamed Agent', whatsapp: null });
    const update = (await auditOf(created.id)).find((entry) => entry.action === 'update');
    expect(update?.before).toMatchObject({ fullNameEn: created.fullNameEn });
    expect(update?.after).toMatchObject({ fullNameEn: 'Renamed Agent', whatsapp: null });
  });

  it('a hidden agent leaves the website list and page, and comes back when shown', async () => {
    const created = await createAgent();
    expect((await server.call('GET', `${PUBLIC}/${created.id}`)).status).toBe(200);

    const hidden = await call('POST', `/${created.id}/hide`);
    expect(hidden.status).toBe(200);
    expect(hidden.body.isHidden).toBe(true);
    expect(await publicIds()).not.toContain(created.id);
    expect((await server.call('GET', `${PUBLIC}/${created.id}`)).status).toBe(404);
    expect((await call('GET', `/${created.id}`)).body.isHidden).toBe(true);

    await call('POST', `/${created.id}/hide`);
    const shown = await call('POST', `/${created.id}/show`);
    expect(shown.body.isHidden).toBe(false);
    expect(await publicIds()).toContain(created.id);
    expect((await auditOf(created.id)).map((entry) => entry.action)).toEqual(['create', 'hide', 'unhide']);
  });
});

describe('agent photo', () => {
  it('stores a 512 px WebP without metadata, replaces it deleting the old file, then removes it', async () => {
    const created = await createAgent();
    const first = await call('POST', `/${created.id}/photo`, imageForm(await photo()));
    expect(first.status).toBe(200);
    const firstUrl = first.body.imageUrl as string;
    expect(firstUrl).toMatch(new RegExp(`^/uploads/agents/${created.id}/[\\w-]+\\.webp$`));
    const served = await fetch(`${server.url}${firstUrl}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Secret Photographer'))).toBe(false);
    const onWebsite = await server.call('GET', `${PUBLIC}/${created.id}`);
    expect(onWebsite.body.imageUrl).toBe(firstUrl);

    const second = await call('POST', `/${created.id}/photo`, imageForm(await photo()));
    expect(second.status).toBe(200);
    expect(second.body.imageUrl).not.toBe(firstUrl);
    expect(existsSync(path.join(server.dataDir, firstUrl))).toBe(false);
    expect((await fetch(`${server.url}${firstUrl}`)).status).toBe(404);

    const removed = await call('DELETE', `/${created.id}/photo`);
    expect(removed.status).toBe(200);
    expect(removed.body.imageUrl).toBeNull();
    expect((await fetch(`${server.url}${second.body.imageUrl}`)).status).toBe(404);
    expect((await call('DELETE', `/${created.id}/photo`)).status).toBe(200);

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
    const kept = await call('POST', `/${created.id}/photo`, imageForm(await photo()));
    const text = await call('POST', `/${created.id}/photo`, imageForm('not a picture at all', 'a.jpg'));
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('The file is not a supported image (JPEG, PNG or WebP)');
    const big = Buffer.concat([await photo(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await server.call(
      'POST',
      `${AGENTS}/${created.id}/photo`,
      imageForm(big),
      as(adminToken, 'ar'),
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('حجم الملف أكبر من المسموح (5 ميجابايت)');
    expect((await call('GET', `/${created.id}`)).body.imageUrl).toBe(kept.body.imageUrl);
    expect((await call('POST', '/999999/photo', imageForm(await photo()))).status).toBe(404);
  });
});

describe('DELETE agents', () => {
  it('deletes an agent no ad names, with their photo', async () => {
    const created = await createAgent();
    const withPhoto = await call('POST', `/${created.id}/photo`, imageForm(await photo()));
    const answer = await call('DELETE', `/${created.id}`);
    expect(answer.status).toBe(204);
    expect((await call('GET', `/${created.id}`)).status).toBe(404);
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

    const listed = await call('GET', `/${created.id}`);
    expect(listed.body).toMatchObject({ propertiesCount: 1, publishedCount: 1 });
    const refused = await call('DELETE', `/${created.id}`, undefined, adminToken, 'ar');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('لا يمكن حذف وسيط تذكره إعلانات (1)، أخفِه بدلًا من ذلك');

    await call('POST', `/${created.id}/hide`);
    const page = await server.call('GET', `/api/website/property/GetById/${ad.id}`);
    expect(page.status).toBe(200);
    expect(page.body.agent).toMatchObject({ id: created.id });
    expect((await call('GET', `/${created.id}`)).status).toBe(200);
  });
});

describe('permissions', () => {
  it('a role with Agents.ReadList only may list but not create, change or delete', async () => {
    const reader = await staffWith(server, adminToken, ['Agents.ReadList']);
    expect((await call('GET', '/', undefined, reader.token)).status).toBe(200);
    expect((await call('POST', '/', agentBody(), reader.token)).status).toBe(403);
    const created = await createAgent();
    expect((await call('GET', `/${created.id}`, undefined, reader.token)).status).toBe(403);
    expect((await call('POST', `/${created.id}/hide`, undefined, reader.token)).status).toBe(403);
    expect((await call('DELETE', `/${created.id}`, undefined, reader.token)).status).toBe(403);
  });
});
