import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EndpointAnswer, EndpointInput } from '#contract/endpoint.js';
import * as lookups from '#contract/endpoints/dashboard/lookups.js';
import { lookupLists } from '#contract/endpoints/lookups.js';
import * as properties from '#contract/endpoints/properties.js';
import { auditLog } from '#server/db/schema/index.js';
import { createAd, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { adminEnv, ADMIN, approveAd, staffWith } from '#server/test/support/fixtures/staff-fixtures.js';
import { type EndpointReply } from '#server/test/support/servers/test-server.js';
import type { Language } from '#contract/common.js';
import { useAdmin, useLookups, useSignedIn, useTestServer } from '#server/test/support/suite.js';

const server = useTestServer(adminEnv, { timeout: 180_000 });
const admin = useAdmin(server);
const l = useLookups(server);
const owner = useSignedIn(server);

const as = (token = admin.token, language: Language = 'en') => ({ token, language });
const list = (query: EndpointInput<typeof lookups.listLookups>['query'], token = admin.token) =>
  server.send(lookups.listLookups, { query }, as(token));
const get = (id: number) => server.send(lookups.getLookup, { params: { id } }, as());
const create = (
  body: EndpointInput<typeof lookups.createLookup>['body'],
  token = admin.token,
  language: Language = 'en',
) => server.send(lookups.createLookup, { body }, as(token, language));
const update = (
  id: number,
  body: EndpointInput<typeof lookups.updateLookup>['body'],
  language: Language = 'en',
) => server.send(lookups.updateLookup, { params: { id }, body }, as(admin.token, language));
const hide = (id: number) => server.send(lookups.hideLookup, { params: { id } }, as());
const show = (id: number) => server.send(lookups.showLookup, { params: { id } }, as());
const remove = (id: number, language: Language = 'en', token = admin.token) =>
  server.send(lookups.deleteLookup, { params: { id } }, as(token, language));
const publicList = async (
  endpoint: typeof lookupLists.region | typeof lookupLists.propertytype,
  query: EndpointInput<typeof lookupLists.region>['query'],
) => (await server.send(endpoint, { query })).body.data.map((item) => item.id);
const ids = (answer: EndpointReply<typeof lookups.listLookups>) => answer.body.data.map((item) => item.id);

async function auditOf(id: number) {
  return server.deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.resourceId, String(id)));
}

describe('GET lookups', () => {
  it('lists one kind with hidden entries, usage counts, search, filters, sorting and paging', async () => {
    const riyadh = l.id('region', 'region:riyadh');
    await createAd(server, owner.token, 'residence', residenceBody(l));

    const regions = await list({ Kind: 'region', IsCity: false, PageSize: 100 });
    expect(regions.status).toBe(200);
    const riyadhItem = regions.body.data.find((item) => item.id === riyadh);
    expect(riyadhItem).toMatchObject({
      kind: 'region',
      key: 'region:riyadh',
      nameEn: 'Riyadh Region',
      parentId: null,
      parent: null,
      isHidden: false,
      usageCount: expect.any(Number) as number,
    });
    expect(riyadhItem?.usageCount).toBeGreaterThanOrEqual(1);
    expect(riyadhItem?.childCount).toBeGreaterThan(0);
    expect(regions.body.data.every((item) => item.parentId === null)).toBe(true);

    // Query names are matched whatever their case (kind).
    const cities = await server.call<EndpointAnswer<typeof lookups.listLookups>>(
      'GET',
      `${lookups.listLookups.path}?kind=region&ParentId=${riyadh}&PageSize=100`,
      undefined,
      as(),
    );
    expect(cities.body.data).toHaveLength(riyadhItem?.childCount ?? 0);
    expect(cities.body.data[0]?.parent).toMatchObject({ id: riyadh, nameEn: 'Riyadh Region' });
    const city = cities.body.data.find((item) => item.id === l.id('region', 'city:riyadh'));
    expect(city?.usageCount).toBeGreaterThanOrEqual(1);

    const villa = l.id('propertytype', 'villa');
    const types = await list({ Kind: 'propertytype', SortBy: 'usageDesc' });
    expect(ids(types)[0]).toBe(villa);
    expect(types.body.data[0]).toMatchObject({ category: 1, childCount: 0 });

    expect(ids(await list({ Kind: 'propertytype', Query: 'VILLA' }))).toContain(villa);
    expect(ids(await list({ Kind: 'propertytype', Query: types.body.data[0]?.nameAr }))).toContain(villa);
    const byName = (await list({ Kind: 'floor', SortBy: 'nameEnDesc', PageSize: 100 })).body.data.map(
      (item) => item.nameEn.toLowerCase(),
    );
    expect(byName).toEqual([...byName].sort().reverse());

    const page = await list({ Kind: 'floor', PageSize: 2, PageNumber: 1 });
    expect(page.body.data).toHaveLength(2);
    expect(page.body.totalPages).toBe(Math.ceil(page.body.totalDataCount / 2));

    expect((await list({ Kind: 'planet' as never })).status).toBe(422);
    expect((await list({ Kind: undefined as never })).status).toBe(422);
    expect((await list({ Kind: 'floor', SortBy: 'cheapest' as never })).status).toBe(422);
    expect((await list({ Kind: 'floor', IsHidden: 'maybe' as never })).status).toBe(422);
  });
});

describe('create, edit, hide and delete', () => {
  it('adds a city to a region with both names trimmed, last in its region, and audits it', async () => {
    const riyadh = l.id('region', 'region:riyadh');
    const created = await create({
      kind: 'region',
      nameAr: '  الدرعية الجديدة ',
      nameEn: ' New Diriyah ',
      parentId: riyadh,
      latitude: 24.74,
      longitude: 46.57,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      kind: 'region',
      key: null,
      nameAr: 'الدرعية الجديدة',
      nameEn: 'New Diriyah',
      parentId: riyadh,
      parent: { id: riyadh },
      latitude: 24.74,
      isHidden: false,
      usageCount: 0,
    });
    const cities = await list({ Kind: 'region', ParentId: riyadh, PageSize: 100 });
    expect(ids(cities).at(-1)).toBe(created.body.id);
    expect(await publicList(lookupLists.region, { ParentId: riyadh, PageSize: 100 })).toContain(
      created.body.id,
    );
    expect((await get(created.body.id)).body).toEqual(created.body);

    const entries = await auditOf(created.body.id);
    expect(entries.map((entry) => [entry.resource, entry.action, entry.staffEmail])).toEqual([
      ['Lookups', 'create', ADMIN.email],
    ]);
    expect(entries[0]?.after).toMatchObject({ nameEn: 'New Diriyah', parentId: riyadh });
  });

  it('checks the fields each list has, in Arabic and English', async () => {
    const riyadh = l.id('region', 'region:riyadh');
    const city = l.id('region', 'city:riyadh');
    const missing = await create({ kind: 'floor', nameAr: ' ', nameEn: 'Roof' }, admin.token, 'ar');
    expect(missing.status).toBe(422);
    expect(missing.error.errors?.nameAr?.[0]).toBe('الاسم العربي مطلوب');
    expect((await create({ kind: 'floor', nameAr: 'سطح', nameEn: 'x'.repeat(101) })).status).toBe(422);
    expect((await create({ kind: 'moon' as never, nameAr: 'قمر', nameEn: 'Moon' })).status).toBe(422);

    const noCategory = await create({ kind: 'propertytype', nameAr: 'شاليه', nameEn: 'Chalet' });
    expect(noCategory.status).toBe(422);
    expect(noCategory.error.errors?.category?.[0]).toBe('Choose the category: residential or industrial');
    expect(
      (await create({ kind: 'propertytype', nameAr: 'شاليه', nameEn: 'Chalet', category: 3 as never }))
        .status,
    ).toBe(422);
    const stray = await create({ kind: 'floor', nameAr: 'سطح', nameEn: 'Roof', category: 1 });
    expect(stray.error.errors?.category?.[0]).toBe('This field does not apply to this list');
    expect((await create({ kind: 'floor', nameAr: 'سطح', nameEn: 'Roof', parentId: riyadh })).status).toBe(
      422,
    );
    expect(
      (await create({ kind: 'floor', nameAr: 'سطح', nameEn: 'Roof', latitude: 1, longitude: 2 })).status,
    ).toBe(422);

    const underCity = await create({ kind: 'region', nameAr: 'حي', nameEn: 'District', parentId: city });
    expect(underCity.status).toBe(422);
    expect(underCity.error.errors?.parentId?.[0]).toBe('Choose an existing region');
    const underFloor = l.id('floor', (await list({ Kind: 'floor' })).body.data[0]?.key ?? '');
    expect(
      (await create({ kind: 'region', nameAr: 'حي', nameEn: 'District', parentId: underFloor })).status,
    ).toBe(422);
    expect(
      (await create({ kind: 'region', nameAr: 'حي', nameEn: 'District', parentId: 999_999 })).status,
    ).toBe(422);
    const half = await create({
      kind: 'region',
      nameAr: 'حي',
      nameEn: 'District',
      parentId: riyadh,
      latitude: 24,
    });
    expect(half.error.errors?.longitude?.[0]).toBe('Enter the latitude and the longitude together');

    const chalet = await create({ kind: 'propertytype', nameAr: 'شاليه', nameEn: 'Chalet', category: 1 });
    expect(chalet.status).toBe(201);
    expect(chalet.body.category).toBe(1);
    expect(await publicList(lookupLists.propertytype, { Category: 1, PageSize: 100 })).toContain(
      chalet.body.id,
    );
  });

  it('refuses a name already in the list or the region, whatever the case (409)', async () => {
    const riyadh = l.id('region', 'region:riyadh');
    const first = await create({ kind: 'buildtype', nameAr: 'خرسانة تجريبية', nameEn: 'Test concrete' });
    expect(first.status).toBe(201);
    const again = await create(
      { kind: 'buildtype', nameAr: 'أخرى', nameEn: 'TEST Concrete' },
      admin.token,
      'ar',
    );
    expect(again.status).toBe(409);
    expect(again.error.message).toBe('يوجد عنصر بهذا الاسم في القائمة نفسها');
    expect((await create({ kind: 'buildtype', nameAr: 'خرسانة تجريبية', nameEn: 'Other' })).status).toBe(409);
    expect((await create({ kind: 'floor', nameAr: 'خرسانة تجريبية', nameEn: 'Test concrete' })).status).toBe(
      201,
    );

    const riyadhCity = (await get(l.id('region', 'city:riyadh'))).body;
    const sameRegion = await create({
      kind: 'region',
      nameAr: 'ب',
      nameEn: riyadhCity.nameEn,
      parentId: riyadh,
    });
    expect(sameRegion.status).toBe(409);
    const otherRegion = l.id('region', 'region:makkah');
    expect(
      (await create({ kind: 'region', nameAr: 'ب', nameEn: riyadhCity.nameEn, parentId: otherRegion }))
        .status,
    ).toBe(201);

    const second = await create({ kind: 'buildtype', nameAr: 'خشب', nameEn: 'Timber' });
    expect((await update(second.body.id, { nameAr: 'خشب', nameEn: 'test concrete' })).status).toBe(409);
    expect((await update(second.body.id, { nameAr: 'خشب', nameEn: 'TIMBER' })).status).toBe(200);
  });

  it('renames an entry, keeps a used entry in its region and category, and audits only changes', async () => {
    const riyadh = l.id('region', 'region:riyadh');
    const created = await create({
      kind: 'region',
      nameAr: 'العمارية',
      nameEn: 'Al Ammariyah',
      parentId: riyadh,
    });
    const id = created.body.id;
    const renamed = await update(id, {
      nameAr: 'العمارية الجديدة',
      nameEn: 'New Ammariyah',
      parentId: riyadh,
      sortOrder: 3,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ nameAr: 'العمارية الجديدة', nameEn: 'New Ammariyah', sortOrder: 3 });
    await update(id, { nameAr: 'العمارية الجديدة', nameEn: 'New Ammariyah', parentId: riyadh });
    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[1]?.before).toMatchObject({ nameEn: 'Al Ammariyah' });
    expect(entries[1]?.after).toMatchObject({ nameEn: 'New Ammariyah' });

    const level = await update(id, { nameAr: 'العمارية', nameEn: 'Ammariyah' });
    expect(level.status).toBe(422);
    expect(level.error.errors?.parentId?.[0]).toBe('A region cannot become a city, nor a city a region');
    const makkah = l.id('region', 'region:makkah');
    expect((await update(id, { nameAr: 'العمارية', nameEn: 'Ammariyah', parentId: makkah })).status).toBe(
      200,
    );

    const used = (await get(l.id('region', 'city:riyadh'))).body;
    const moved = await update(used.id, { nameAr: used.nameAr, nameEn: used.nameEn, parentId: makkah });
    expect(moved.status).toBe(409);
    const villa = (await get(l.id('propertytype', 'villa'))).body;
    expect((await update(villa.id, { nameAr: villa.nameAr, nameEn: villa.nameEn, category: 2 })).status).toBe(
      409,
    );
    const renamedVilla = await update(villa.id, { nameAr: villa.nameAr, nameEn: 'Villa house', category: 1 });
    expect(renamedVilla.status).toBe(200);
    expect((await update(999_999, { nameAr: 'أ', nameEn: 'A' })).status).toBe(404);
  });

  it("renames a region on the website's cards at once, though cards take the names from memory", async () => {
    const ad = await createAd(server, owner.token, 'residence', residenceBody(l));
    expect((await approveAd(server, admin.token, ad.id)).status).toBe(204);
    const region = (await get(l.id('region', 'region:riyadh'))).body;
    const cardRegion = async () => {
      const cards = await server.send(
        properties.listProperties,
        { query: { RegionId: region.id, PageSize: 50 } },
        { language: 'en' },
      );
      return cards.body.data.find((card) => card.id === ad.id)?.region.name;
    };
    expect(await cardRegion()).toBe(region.nameEn);
    const renamed = { nameAr: region.nameAr, nameEn: 'The Riyadh Region' };
    expect((await update(region.id, renamed)).status).toBe(200);
    expect(await cardRegion()).toBe('The Riyadh Region');
    await update(region.id, { ...renamed, nameEn: region.nameEn });
    expect(await cardRegion()).toBe(region.nameEn);
  });

  it('hides an entry from the website lists and the add-ad form; ads that use it keep showing it', async () => {
    const riyadh = l.id('region', 'region:riyadh');
    const ad = await createAd(server, owner.token, 'residence', residenceBody(l));
    const city = l.id('region', 'city:riyadh');

    const hidden = await hide(city);
    expect(hidden.status).toBe(200);
    expect(hidden.body.isHidden).toBe(true);
    expect((await hide(city)).status).toBe(200);
    expect(await publicList(lookupLists.region, { ParentId: riyadh, PageSize: 100 })).not.toContain(city);
    expect(ids(await list({ Kind: 'region', ParentId: riyadh, IsHidden: true }))).toEqual([city]);
    expect(
      ids(await list({ Kind: 'region', ParentId: riyadh, IsHidden: false, PageSize: 100 })),
    ).not.toContain(city);

    const refused = await server.send(
      properties.saveResidence,
      { body: residenceBody(l) },
      { token: owner.token, language: 'en' },
    );
    expect(refused.status).toBe(422);
    expect(refused.error.errors?.cityId).toBeDefined();
    const shown = await server.send(
      properties.getProperty,
      { params: { id: ad.id } },
      { token: owner.token },
    );
    expect(shown.status).toBe(200);
    expect(shown.body.city).toMatchObject({ id: city });

    const back = await show(city);
    expect(back.body.isHidden).toBe(false);
    expect(await publicList(lookupLists.region, { ParentId: riyadh, PageSize: 100 })).toContain(city);
    expect((await auditOf(city)).map((entry) => entry.action)).toEqual(['hide', 'unhide']);
    expect((await hide(999999)).status).toBe(404);
  });

  it('deletes an unused entry; refuses a used one, a region with cities and a built-in entry (409)', async () => {
    const riyadh = l.id('region', 'region:riyadh');
    const inUse = await remove(l.id('region', 'city:riyadh'), 'ar');
    expect(inUse.status).toBe(409);
    expect(inUse.error.message).toMatch(
      /^هذا العنصر مستخدم في (إعلان واحد|إعلانين|\d+ (إعلانات|إعلانًا|إعلان))، أخفِه بدلًا من حذفه$/,
    );
    const usedRegion = await remove(riyadh);
    expect(usedRegion.status).toBe(409);
    expect(usedRegion.error.message).toMatch(
      /^This entry is used by \d+ ads; hide it instead of deleting it$/,
    );
    const floors = (await list({ Kind: 'floor', SortBy: 'usageAsc' })).body.data;
    const unusedSeed = floors.find((item) => item.key !== null && item.usageCount === 0);
    expect(unusedSeed).toBeDefined();
    const builtIn = await remove(unusedSeed?.id ?? 0);
    expect(builtIn.status).toBe(409);
    expect(builtIn.error.message).toBe(
      'This entry comes with the site and cannot be deleted; you can hide it',
    );

    const region = await create({ kind: 'region', nameAr: 'منطقة تجريبية', nameEn: 'Test region' });
    const city = await create({
      kind: 'region',
      nameAr: 'مدينة تجريبية',
      nameEn: 'Test city',
      parentId: region.body.id,
    });
    expect((await get(region.body.id)).body.childCount).toBe(1);
    const regionRefused = await remove(region.body.id);
    expect(regionRefused.status).toBe(409);
    expect(regionRefused.error.message).toBe('This region has 1 city; delete them first or hide the region');
    expect((await remove(city.body.id)).status).toBe(204);
    expect((await remove(region.body.id)).status).toBe(204);
    expect((await get(region.body.id)).status).toBe(404);
    expect((await remove(region.body.id)).status).toBe(404);
    expect((await auditOf(city.body.id)).map((entry) => entry.action)).toEqual(['create', 'delete']);
  });

  it('answers each route only with its permission', async () => {
    const reader = await staffWith(server, admin.token, ['Lookups.ReadList', 'Lookups.Read']);
    expect((await list({ Kind: 'floor' }, reader.token)).status).toBe(200);
    expect((await create({ kind: 'floor', nameAr: 'قبو', nameEn: 'Cellar' }, reader.token)).status).toBe(403);
    expect((await remove(l.id('region', 'city:riyadh'), 'en', reader.token)).status).toBe(403);
    const writer = await staffWith(server, admin.token, ['Lookups.Create']);
    expect((await list({ Kind: 'floor' }, writer.token)).status).toBe(403);
    expect((await create({ kind: 'floor', nameAr: 'قبو', nameEn: 'Cellar' }, writer.token)).status).toBe(201);
  });
});
