import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { adminEnv, ADMIN, DASHBOARD, loginAdmin, staffWith } from '../support/staff-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const TESTIMONIALS = `${DASHBOARD}/testimonials`;

let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer(adminEnv);
  adminToken = await loginAdmin(server);
});
afterAll(async () => {
  await server.close();
});

const call = (
  method: string,
  path: string,
  body?: unknown,
  token = adminToken,
  language: 'ar' | 'en' = 'en',
) => server.call(method, `${TESTIMONIALS}${path}`, body, { token, language });
const ids = (answer: { body: { data: { id: number }[] } }) => answer.body.data.map((item) => item.id);

const bilingual = {
  authorNameAr: 'أم سلطان',
  authorNameEn: 'Umm Sultan',
  authorRoleAr: 'جدة',
  authorRoleEn: 'Jeddah',
  quoteAr: 'وجدت شقة مناسبة بسرعة',
  quoteEn: 'I found the right flat quickly',
  rating: 4,
};

async function create(body: Record<string, unknown>) {
  const answer = await call('POST', '', body);
  expect(answer.status).toBe(201);
  server.clock.advance(1);
  return answer.body as { id: number } & Record<string, unknown>;
}

const auditOf = (id: number) =>
  server.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'Testimonials'), eq(auditLog.resourceId, String(id))))
    .orderBy(asc(auditLog.id));

describe('create, read and update', () => {
  it('creates a testimonial with trimmed texts, unpublished by default, audited', async () => {
    const createdAt = server.clock.now().toISOString();
    const created = await create({ ...bilingual, authorNameEn: '  Umm Sultan  ', authorRoleEn: '' });
    expect(created).toEqual({
      id: expect.any(Number),
      ...bilingual,
      authorRoleEn: null,
      isPublished: false,
      sortOrder: 0,
      createdAt,
      updatedAt: createdAt,
    });
    expect((await call('GET', `/${created.id}`)).body).toEqual(created);
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({
      action: 'create',
      staffEmail: ADMIN.email,
      after: { authorNameEn: 'Umm Sultan', isPublished: false },
    });
  });

  it('needs the name and the quote in at least one language, says so per field in both languages', async () => {
    const empty = await call('POST', '', { authorNameAr: ' ', quoteEn: '', rating: 3 });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual([
      'authorNameAr',
      'authorNameEn',
      'quoteAr',
      'quoteEn',
    ]);
    expect(empty.body.errors.quoteEn).toEqual(['This field is required']);
    const arabic = await call('POST', '', { authorNameEn: 'Ali' }, adminToken, 'ar');
    expect(arabic.body.errors.quoteAr).toEqual(['هذا الحقل مطلوب']);

    for (const bad of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: '5' },
      { quoteAr: 'x'.repeat(601) },
      { authorNameEn: 'x'.repeat(101) },
      { isPublished: 'yes' },
      { sortOrder: 1.5 },
    ]) {
      const answer = await call('POST', '', { ...bilingual, ...bad });
      expect(answer.status, JSON.stringify(bad)).toBe(422);
    }
    expect((await create({ authorNameEn: 'Only English', quoteEn: 'Fine' })).quoteAr).toBeNull();
  });

  it('replaces every field on update; an update that changes nothing records nothing', async () => {
    const { id } = await create(bilingual);
    const updatedAt = server.clock.now().toISOString();
    const updated = await call('PUT', `/${id}`, {
      authorNameAr: 'أم سلطان',
      quoteAr: 'نص جديد',
      rating: null,
      sortOrder: 7,
      isPublished: true,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      authorNameEn: null,
      authorRoleAr: null,
      quoteAr: 'نص جديد',
      quoteEn: null,
      rating: null,
      sortOrder: 7,
      isPublished: true,
      updatedAt,
    });
    server.clock.advance(5);
    const same = await call('PUT', `/${id}`, {
      authorNameAr: 'أم سلطان',
      quoteAr: 'نص جديد',
      sortOrder: 7,
      isPublished: true,
    });
    expect(same.body.updatedAt).toBe(updatedAt);
    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[1]).toMatchObject({
      before: { quoteEn: bilingual.quoteEn },
      after: { quoteEn: null, sortOrder: 7 },
    });

    expect((await call('PUT', `/${id}`, { authorNameAr: 'x' })).status).toBe(422);
    expect((await call('PUT', '/999999', bilingual)).status).toBe(404);
    expect((await call('GET', '/999999')).status).toBe(404);
    expect((await call('GET', '/abc')).status).toBe(422);
  });
});

describe('publish, list and delete', () => {
  it('publishes and unpublishes (audited as updates; repeating records nothing)', async () => {
    const { id } = await create(bilingual);
    const published = await call('POST', `/${id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.isPublished).toBe(true);
    expect((await call('POST', `/${id}/publish`)).body.isPublished).toBe(true);
    expect((await call('POST', `/${id}/unpublish`)).body.isPublished).toBe(false);
    const entries = await auditOf(id);
    expect(entries.map((entry) => [entry.action, entry.after?.isPublished])).toEqual([
      ['create', false],
      ['update', true],
      ['update', false],
    ]);
    expect((await call('POST', '/999999/publish')).status).toBe(404);
  });

  it('lists every testimonial in the home order, searches both languages, filters and sorts', async () => {
    const first = await create({ ...bilingual, quoteEn: 'Zebra crossing near the house', sortOrder: -20 });
    const second = await create({
      authorNameAr: 'بدر',
      quoteAr: 'مستودع ممتاز في الدمام',
      sortOrder: -10,
      isPublished: true,
    });

    const all = await call('GET', '?PageSize=100');
    expect(all.status).toBe(200);
    expect(ids(all).slice(0, 2)).toEqual([first.id, second.id]);
    expect(all.body.totalDataCount).toBe(all.body.data.length);

    expect(ids(await call('GET', '?Query=ZEBRA'))).toEqual([first.id]);
    expect(ids(await call('GET', `?Query=${encodeURIComponent('الدمام')}`))).toEqual([second.id]);
    expect(ids(await call('GET', '?IsPublished=true&PageSize=100'))).toContain(second.id);
    expect(ids(await call('GET', '?IsPublished=true&PageSize=100'))).not.toContain(first.id);
    expect(ids(await call('GET', '?IsPublished=false&PageSize=100'))).toContain(first.id);

    const newest = await call('GET', '?SortBy=newest&PageSize=100');
    expect(ids(newest)[0]).toBe(second.id);
    const oldest = await call('GET', '?SortBy=oldest&PageSize=100');
    expect(ids(oldest).indexOf(first.id)).toBeLessThan(ids(oldest).indexOf(second.id));
    const page = await call('GET', '?PageSize=1&PageNumber=1');
    expect(ids(page)).toEqual([second.id]);
    expect(page.body.totalPages).toBe(all.body.totalDataCount);

    expect((await call('GET', '?SortBy=cheapest')).status).toBe(422);
    expect((await call('GET', '?IsPublished=maybe')).status).toBe(422);
  });

  it('deletes a testimonial, audited with what it said; unknown ids answer 404', async () => {
    const { id } = await create(bilingual);
    expect((await call('DELETE', `/${id}`)).status).toBe(204);
    expect((await call('GET', `/${id}`)).status).toBe(404);
    expect((await auditOf(id)).at(-1)).toMatchObject({
      action: 'delete',
      before: { quoteAr: bilingual.quoteAr },
      after: null,
    });
    expect((await call('DELETE', `/${id}`)).status).toBe(404);
  });

  it('needs the Testimonials permissions; a refused write records nothing', async () => {
    const { id } = await create(bilingual);
    const reader = await staffWith(server, adminToken, ['Testimonials.ReadList', 'Testimonials.Read']);
    expect((await call('GET', '', undefined, reader.token)).status).toBe(200);
    expect((await call('GET', `/${id}`, undefined, reader.token)).status).toBe(200);
    expect((await call('POST', '', bilingual, reader.token)).status).toBe(403);
    expect((await call('PUT', `/${id}`, bilingual, reader.token)).status).toBe(403);
    expect((await call('POST', `/${id}/publish`, undefined, reader.token)).status).toBe(403);
    expect((await call('DELETE', `/${id}`, undefined, reader.token)).status).toBe(403);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['create']);
    expect((await call('GET', '', undefined, 'not-a-token')).status).toBe(401);
  });
});
