import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EndpointInput } from '#contract/endpoint.js';
import * as testimonials from '#contract/endpoints/dashboard/testimonials.js';
import { auditLog } from '#server/db/schema/index.js';
import { adminEnv, ADMIN, staffWith } from '#server/test/support/fixtures/staff-fixtures.js';
import { type EndpointReply } from '#server/test/support/servers/test-server.js';
import type { Language } from '#contract/common.js';
import { useAdmin, useTestServer } from '#server/test/support/suite.js';

const server = useTestServer(adminEnv);
const admin = useAdmin(server);

const as = (token = admin.token, language: Language = 'en') => ({ token, language });
type Body = EndpointInput<typeof testimonials.createTestimonial>['body'];
type ListQuery = EndpointInput<typeof testimonials.listTestimonials>['query'];
const list = (query: ListQuery = {}, token = admin.token) =>
  server.send(testimonials.listTestimonials, { query }, as(token));
const ids = (answer: EndpointReply<typeof testimonials.listTestimonials>) =>
  answer.body.data.map((item) => item.id);
const get = (id: number, token = admin.token) =>
  server.send(testimonials.getTestimonial, { params: { id } }, as(token));
const post = (body: Body, token = admin.token, language: Language = 'en') =>
  server.send(testimonials.createTestimonial, { body }, as(token, language));
const put = (id: number, body: Body, token = admin.token) =>
  server.send(testimonials.updateTestimonial, { params: { id }, body }, as(token));
const publish = (id: number, token = admin.token) =>
  server.send(testimonials.publishTestimonial, { params: { id } }, as(token));
const unpublish = (id: number) => server.send(testimonials.unpublishTestimonial, { params: { id } }, as());
const remove = (id: number, token = admin.token) =>
  server.send(testimonials.deleteTestimonial, { params: { id } }, as(token));

const bilingual = {
  authorNameAr: 'أم سلطان',
  authorNameEn: 'Umm Sultan',
  authorRoleAr: 'جدة',
  authorRoleEn: 'Jeddah',
  quoteAr: 'وجدت شقة مناسبة بسرعة',
  quoteEn: 'I found the right flat quickly',
  rating: 4,
};

async function create(body: Body) {
  const answer = await post(body);
  expect(answer.status).toBe(201);
  server.clock.advance(1);
  return answer.body;
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
      id: expect.any(Number) as number,
      ...bilingual,
      authorRoleEn: null,
      isPublished: false,
      sortOrder: 0,
      createdAt,
      updatedAt: createdAt,
    });
    expect((await get(created.id)).body).toEqual(created);
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({
      action: 'create',
      staffEmail: ADMIN.email,
      after: { authorNameEn: 'Umm Sultan', isPublished: false },
    });
  });

  it('needs the name and the quote in at least one language, says so per field in both languages', async () => {
    const empty = await post({ authorNameAr: ' ', quoteEn: '', rating: 3 });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.error.errors ?? {}).sort()).toEqual([
      'authorNameAr',
      'authorNameEn',
      'quoteAr',
      'quoteEn',
    ]);
    expect(empty.error.errors?.quoteEn).toEqual(['This field is required']);
    const arabic = await post({ authorNameEn: 'Ali' }, admin.token, 'ar');
    expect(arabic.error.errors?.quoteAr).toEqual(['هذا الحقل مطلوب']);

    for (const bad of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: '5' as never },
      { quoteAr: 'x'.repeat(601) },
      { authorNameEn: 'x'.repeat(101) },
      { isPublished: 'yes' as never },
      { sortOrder: 1.5 },
    ]) {
      const answer = await post({ ...bilingual, ...bad });
      expect(answer.status, JSON.stringify(bad)).toBe(422);
    }
    expect((await create({ authorNameEn: 'Only English', quoteEn: 'Fine' })).quoteAr).toBeNull();
  });

  it('replaces every field on update; an update that changes nothing records nothing', async () => {
    const { id } = await create(bilingual);
    const updatedAt = server.clock.now().toISOString();
    const updated = await put(id, {
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
    const same = await put(id, {
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

    expect((await put(id, { authorNameAr: 'x' })).status).toBe(422);
    expect((await put(999999, bilingual)).status).toBe(404);
    expect((await get(999999)).status).toBe(404);
    expect((await get('abc' as never)).status).toBe(422);
  });
});

describe('publish, list and delete', () => {
  it('publishes and unpublishes (audited as updates; repeating records nothing)', async () => {
    const { id } = await create(bilingual);
    const published = await publish(id);
    expect(published.status).toBe(200);
    expect(published.body.isPublished).toBe(true);
    expect((await publish(id)).body.isPublished).toBe(true);
    expect((await unpublish(id)).body.isPublished).toBe(false);
    const entries = await auditOf(id);
    expect(entries.map((entry) => [entry.action, entry.after?.isPublished])).toEqual([
      ['create', false],
      ['update', true],
      ['update', false],
    ]);
    expect((await publish(999999)).status).toBe(404);
  });

  it('lists every testimonial in the home order, searches both languages, filters and sorts', async () => {
    const first = await create({ ...bilingual, quoteEn: 'Zebra crossing near the house', sortOrder: -20 });
    const second = await create({
      authorNameAr: 'بدر',
      quoteAr: 'مستودع ممتاز في الدمام',
      sortOrder: -10,
      isPublished: true,
    });

    const all = await list({ PageSize: 100 });
    expect(all.status).toBe(200);
    expect(ids(all).slice(0, 2)).toEqual([first.id, second.id]);
    expect(all.body.totalDataCount).toBe(all.body.data.length);

    expect(ids(await list({ Query: 'ZEBRA' }))).toEqual([first.id]);
    expect(ids(await list({ Query: 'الدمام' }))).toEqual([second.id]);
    expect(ids(await list({ IsPublished: true, PageSize: 100 }))).toContain(second.id);
    expect(ids(await list({ IsPublished: true, PageSize: 100 }))).not.toContain(first.id);
    expect(ids(await list({ IsPublished: false, PageSize: 100 }))).toContain(first.id);

    const newest = await list({ SortBy: 'newest', PageSize: 100 });
    expect(ids(newest)[0]).toBe(second.id);
    const oldest = await list({ SortBy: 'oldest', PageSize: 100 });
    expect(ids(oldest).indexOf(first.id)).toBeLessThan(ids(oldest).indexOf(second.id));
    const page = await list({ PageSize: 1, PageNumber: 1 });
    expect(ids(page)).toEqual([second.id]);
    expect(page.body.totalPages).toBe(all.body.totalDataCount);

    expect((await list({ SortBy: 'cheapest' as never })).status).toBe(422);
    expect((await list({ IsPublished: 'maybe' as never })).status).toBe(422);
  });

  it('deletes a testimonial, audited with what it said; unknown ids answer 404', async () => {
    const { id } = await create(bilingual);
    expect((await remove(id)).status).toBe(204);
    expect((await get(id)).status).toBe(404);
    expect((await auditOf(id)).at(-1)).toMatchObject({
      action: 'delete',
      before: { quoteAr: bilingual.quoteAr },
      after: null,
    });
    expect((await remove(id)).status).toBe(404);
  });

  it('needs the Testimonials permissions; a refused write records nothing', async () => {
    const { id } = await create(bilingual);
    const reader = await staffWith(server, admin.token, ['Testimonials.ReadList', 'Testimonials.Read']);
    expect((await list({}, reader.token)).status).toBe(200);
    expect((await get(id, reader.token)).status).toBe(200);
    expect((await post(bilingual, reader.token)).status).toBe(403);
    expect((await put(id, bilingual, reader.token)).status).toBe(403);
    expect((await publish(id, reader.token)).status).toBe(403);
    expect((await remove(id, reader.token)).status).toBe(403);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['create']);
    expect((await list({}, 'not-a-token')).status).toBe(401);
  });
});
