import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestimonialBody } from '#contract/dashboard/testimonials.js';
import type { EndpointInput } from '#contract/endpoint.js';
import * as dashboardTestimonials from '#contract/endpoints/dashboard/testimonials.js';
import * as website from '#contract/endpoints/testimonials.js';
import { testimonials } from '#server/db/schema/index.js';
import { adminEnv } from '#server/test/support/fixtures/staff-fixtures.js';
import type { Language } from '#contract/common.js';
import { useAdmin, useTestServer } from '#server/test/support/suite.js';

const server = useTestServer(adminEnv);
const admin = useAdmin(server);

async function create(body: TestimonialBody) {
  const answer = await server.send(
    dashboardTestimonials.createTestimonial,
    { body: { isPublished: true, ...body } },
    { token: admin.token },
  );
  expect(answer.status).toBe(201);
  server.clock.advance(1);
  return answer.body.id;
}

const list = async (
  query: EndpointInput<typeof website.listTestimonials>['query'] = {},
  language: Language = 'ar',
) => {
  const answer = await server.send(website.listTestimonials, { query }, { language });
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('GET /api/website/testimonials', () => {
  it('answers an empty list before any testimonial is published', async () => {
    expect(await list()).toEqual({ data: [], totalPages: 0, totalDataCount: 0 });
  });

  it('shows published ones only, in staff order then newest, in the reader language with a fallback', async () => {
    const both = await create({
      authorNameAr: 'أبو خالد',
      authorNameEn: 'Abu Khaled',
      authorRoleAr: 'الرياض',
      authorRoleEn: 'Riyadh',
      quoteAr: 'تجربة ممتازة',
      quoteEn: 'A great experience',
      rating: 5,
      sortOrder: 1,
    });
    const arabicOnly = await create({ authorNameAr: 'منى', quoteAr: 'خدمة سريعة', sortOrder: 2 });
    const englishOnly = await create({ authorNameEn: 'Sam', quoteEn: 'Found my office fast', sortOrder: 2 });
    const hidden = await create({ authorNameEn: 'Draft', quoteEn: 'Not yet', isPublished: false });

    const arabic = await list();
    expect(arabic.totalDataCount).toBe(3);
    expect(arabic.data.map((item) => item.id)).toEqual([both, englishOnly, arabicOnly]);
    expect(arabic.data.map((item) => item.id)).not.toContain(hidden);
    expect(arabic.data[0]).toEqual({
      id: both,
      authorName: 'أبو خالد',
      authorRole: 'الرياض',
      quote: 'تجربة ممتازة',
      quoteLanguage: 'ar',
      rating: 5,
    });
    expect(arabic.data[1]).toEqual({
      id: englishOnly,
      authorName: 'Sam',
      authorRole: null,
      quote: 'Found my office fast',
      quoteLanguage: 'en',
      rating: null,
    });

    const english = await list({}, 'en');
    expect(english.data[0]).toMatchObject({ authorName: 'Abu Khaled', quote: 'A great experience' });
    expect(english.data[2]).toMatchObject({ authorName: 'منى', quote: 'خدمة سريعة', quoteLanguage: 'ar' });

    const page = await list({ PageSize: 1, PageNumber: 1 });
    expect(page.data.map((item) => item.id)).toEqual([englishOnly]);
    expect(page.totalPages).toBe(3);
    expect((await server.send(website.listTestimonials, { query: { PageSize: 0 } })).status).toBe(422);
  });

  it('forgets its cached answer when staff unpublish or delete one', async () => {
    const id = await create({ authorNameAr: 'هند', quoteAr: 'أنصح به', sortOrder: -1 });
    expect((await list()).data[0]?.id).toBe(id);

    const unpublished = await server.send(
      dashboardTestimonials.unpublishTestimonial,
      { params: { id } },
      { token: admin.token },
    );
    expect(unpublished.status).toBe(200);
    expect((await list()).data.map((item) => item.id)).not.toContain(id);

    await server.send(dashboardTestimonials.publishTestimonial, { params: { id } }, { token: admin.token });
    expect((await list()).data[0]?.id).toBe(id);
    expect(
      (await server.send(dashboardTestimonials.deleteTestimonial, { params: { id } }, { token: admin.token }))
        .status,
    ).toBe(204);
    expect((await list()).data.map((item) => item.id)).not.toContain(id);
  });

  it('serves the same anonymous answer for a few seconds (a write behind the API is not seen at once)', async () => {
    const before = await list({ PageSize: 2 });
    const first = before.data[0]?.id ?? 0;
    await server.deps.db.update(testimonials).set({ published: false }).where(eq(testimonials.id, first));
    expect((await list({ PageSize: 2 })).data[0]?.id).toBe(first);
    server.clock.advance(60);
    await list({ PageSize: 2 });
    await expect.poll(async () => (await list({ PageSize: 2 })).data[0]?.id).not.toBe(first);
  });
});
