import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointInput } from '#contract/endpoint.js';
import * as audit from '#contract/endpoints/dashboard/audit.js';
import * as moderation from '#contract/endpoints/dashboard/properties.js';
import * as notifications from '#contract/endpoints/notifications.js';
import * as properties from '#contract/endpoints/properties.js';
import { agents, properties as propertiesTable } from '#server/db/schema/index.js';
import { createAd, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { adminEnv, approveAd, staffWith } from '#server/test/support/fixtures/staff-fixtures.js';
import type { Language } from '#contract/common.js';
import { useAdmin, useLookups, useSignedIn, useTestServer } from '#server/test/support/suite.js';

let agentId: number;
let hiddenAgentId: number;

const server = useTestServer(adminEnv);
const l = useLookups(server);
const admin = useAdmin(server);
const owner = useSignedIn(server);
const fan = useSignedIn(server);
beforeAll(async () => {
  const [shown, hidden] = await server.deps.db
    .insert(agents)
    .values([
      { fullNameAr: 'وسيط ظاهر', fullNameEn: 'Shown Agent', phoneNumber: '+966501112233' },
      { fullNameAr: 'وسيط مخفي', fullNameEn: 'Hidden Agent', phoneNumber: '+966501112234', hidden: true },
    ])
    .returning();
  agentId = shown?.id ?? 0;
  hiddenAgentId = hidden?.id ?? 0;
});

const edit = (
  id: number,
  body: EndpointInput<typeof moderation.editModeratedProperty>['body'],
  token = admin.token,
  language: Language = 'en',
) => server.send(moderation.editModeratedProperty, { params: { id }, body }, { token, language });
const pendingAd = async (overrides: Record<string, unknown> = {}) =>
  (await createAd(server, owner.token, 'residence', residenceBody(l, overrides))).id;
const publishedAd = async (overrides: Record<string, unknown> = {}) => {
  const id = await pendingAd(overrides);
  const approved = await approveAd(server, admin.token, id);
  expect(approved.status).toBe(204);
  return id;
};
const details = async (id: number) =>
  (await server.send(properties.getProperty, { params: { id } }, { language: 'ar' })).body;

describe('PUT properties/{id}', () => {
  it('corrects texts, price and agent without changing the status; the website shows it', async () => {
    const id = await publishedAd({ titleAr: 'عنوان قديم', price: 500_000 });
    const answer = await edit(id, {
      titleAr: 'فيلا مصححة',
      titleEn: 'Corrected villa',
      descriptionEn: 'Fresh words',
      price: 550_000,
      agentId,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id,
      status: 'published',
      titleAr: 'فيلا مصححة',
      titleEn: 'Corrected villa',
      descriptionEn: 'Fresh words',
      price: 550_000,
      agent: { id: agentId },
    });
    expect(answer.body.history[0]).toMatchObject({ action: 'update' });

    const shown = await details(id);
    expect(shown).toMatchObject({ title: 'فيلا مصححة', price: 550_000, agent: { id: agentId } });
    const found = await server.send(
      properties.listResidences,
      { query: { Query: 'مصححة' } },
      { language: 'ar' },
    );
    expect(found.body.data.map((item) => item.id)).toContain(id);

    expect((await edit(id, { agentId: null })).body.agent).toBeNull();
    expect((await details(id)).agent).toBeNull();
  });

  it('keeps a pending ad pending', async () => {
    const id = await pendingAd();
    const answer = await edit(id, { titleAr: 'عنوان بعد المراجعة' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'pending', titleAr: 'عنوان بعد المراجعة' });
  });

  it('tells those who saved a published ad when staff lower its price', async () => {
    const id = await publishedAd({ price: 800_000 });
    const saved = await server.send(
      properties.setFavorite,
      { body: { propertyId: id } },
      { token: fan.token },
    );
    expect(saved.status).toBe(200);
    expect((await edit(id, { price: 750_000 })).status).toBe(200);
    const notices = await server.send(
      notifications.listNotifications,
      { query: { PageSize: 50 } },
      { token: fan.token, language: 'en' },
    );
    const drops = notices.body.data.filter(
      (notice) => notice.type === 'priceDrop' && notice.propertyId === id,
    );
    expect(drops).toHaveLength(1);
  });

  it('keeps the price history to what the public saw: corrections before approval are not changes', async () => {
    const id = await pendingAd({ price: 900_000 });
    const reprice = async (price: number) =>
      createAd(server, owner.token, 'residence', residenceBody(l, { id, price }));
    await reprice(880_000);
    expect((await edit(id, { price: 870_000 })).status).toBe(200);
    server.clock.advance(60);
    expect((await approveAd(server, admin.token, id)).status).toBe(204);
    const approved = await details(id);
    expect(approved.priceHistory).toEqual([]);
    // The public history starts at the first publication, a minute after the ad was written.
    expect(Date.parse(approved.publishedAt ?? '') - Date.parse(approved.createdAt)).toBe(60_000);

    // Published at 870,000, edited twice while waiting for review: one change, when approved.
    await reprice(850_000);
    await reprice(840_000);
    expect((await approveAd(server, admin.token, id)).status).toBe(204);
    expect((await details(id)).priceHistory.map(({ oldPrice, newPrice }) => [oldPrice, newPrice])).toEqual([
      [870_000, 840_000],
    ]);
  });

  it('a price staff corrected while the ad was expired becomes history when its owner renews it', async () => {
    const id = await publishedAd({ price: 700_000 });
    // What the expiry job leaves (ad-expiry.api.test.ts): the ad is off the site until renewed.
    await server.deps.db.update(propertiesTable).set({ status: 'expired' }).where(eq(propertiesTable.id, id));
    expect((await edit(id, { price: 650_000 })).status).toBe(200);
    const renewed = await server.send(properties.renewProperty, { params: { id } }, { token: owner.token });
    expect(renewed.body).toEqual({ status: 'published' });
    const shown = await details(id);
    expect(shown.price).toBe(650_000);
    expect(shown.priceHistory.map(({ oldPrice, newPrice }) => [oldPrice, newPrice])).toEqual([
      [700_000, 650_000],
    ]);
  });

  it('records the audit entry with before and after', async () => {
    const id = await publishedAd({ titleAr: 'قبل التعديل', price: 300_000 });
    expect((await edit(id, { titleAr: 'بعد التعديل', price: 310_000, agentId })).status).toBe(200);
    const log = await server.send(
      audit.listAuditLog,
      { query: { Resource: 'Properties', ResourceId: String(id) } },
      { token: admin.token },
    );
    const entry = log.body.data.find((item) => item.action === 'update');
    expect(entry?.before).toMatchObject({ titleAr: 'قبل التعديل', price: 300_000, agentId: null });
    expect(entry?.after).toMatchObject({
      titleAr: 'بعد التعديل',
      price: 310_000,
      agentId,
      status: 'published',
    });
  });

  it('refuses bad input with localized 422s', async () => {
    const id = await pendingAd();
    const hidden = await edit(id, { agentId: hiddenAgentId }, admin.token, 'ar');
    expect(hidden.status).toBe(422);
    expect(hidden.error.errors).toEqual({ agentId: ['الخيار المحدد غير متاح'] });
    const unknown = await edit(id, { agentId: 999_999 });
    expect(unknown.status).toBe(422);
    expect(unknown.error.errors).toEqual({ agentId: ['The selected option is not available'] });

    const noTitle = await edit(id, { titleAr: '', titleEn: '' }, admin.token, 'ar');
    expect(noTitle.status).toBe(422);
    expect(noTitle.error.errors).toEqual({ titleAr: ['أدخل عنوان الإعلان بالعربية أو بالإنجليزية'] });

    for (const body of [
      {},
      { price: 0 },
      { price: 'cheap' as never },
      { titleEn: 'x'.repeat(151) },
      { agentId: 'one' as never },
    ]) {
      const answer = await edit(id, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(typeof answer.error.message).toBe('string');
    }
    const arabic = await edit(id, { price: 0 }, admin.token, 'ar');
    expect(arabic.error.errors?.price?.[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers 404 for an unknown ad', async () => {
    expect((await edit(2_000_000_000, { titleAr: 'لا يوجد' })).status).toBe(404);
  });

  it('is refused (403) without Properties.Update', async () => {
    const reviewer = await staffWith(server, admin.token, ['Properties.Read', 'Properties.Approve']);
    const id = await pendingAd();
    expect((await edit(id, { titleAr: 'ممنوع' }, reviewer.token)).status).toBe(403);
    const editor = await staffWith(server, admin.token, ['Properties.Update']);
    expect((await edit(id, { titleAr: 'مسموح' }, editor.token)).status).toBe(200);
  });
});
