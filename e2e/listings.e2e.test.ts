import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adPromotions, properties } from '../server/db/schema/index.js';
import { looksToCheck } from './support/looks.js';
import { addScenePhoto } from './support/scene-photo.js';
import { seriousViolations } from './support/axe.js';
import { servePlainTiles, tilesOffline } from './support/map-tiles.js';
import type { Language } from '../contract/common.js';
import { useSite } from './support/site.js';
import { useCatalogue } from './support/catalogue.js';

const site = useSite({ MODERATION: 'off' });
const catalogue = useCatalogue(site);
const ad: Record<string, number> = {};

const SHOTS = path.join(import.meta.dirname, 'screenshots');

beforeAll(async () => {
  const { l, owner } = catalogue;
  const riyadh = { regionId: l.id('region', 'region:riyadh'), cityId: l.id('region', 'city:riyadh') };
  const jeddah = { regionId: l.id('region', 'region:makkah'), cityId: l.id('region', 'city:jeddah') };
  const dammam = { regionId: l.id('region', 'region:eastern'), cityId: l.id('region', 'city:dammam') };
  const residence = async (overrides: Record<string, unknown>) =>
    (await catalogue.save('residence', overrides)).id;
  const apartment = { propertyTypeId: l.id('propertytype', 'apartment'), bedrooms: 2, bathrooms: 2 };

  // Created oldest first: the newest-first order of /recidence is the reverse.
  ad.duplex = await residence({
    ...riyadh,
    titleAr: 'دوبلكس للبيع في الياسمين',
    titleEn: 'Duplex for sale in Al Yasmin',
    descriptionAr: 'دوبلكس بتشطيب حديث',
    propertyTypeId: l.id('propertytype', 'duplex'),
    price: 1_600_000,
    area: 300,
    bedrooms: 4,
    bathrooms: 4,
    latitude: 24.83,
    longitude: 46.66,
  });
  ad.villa = await residence({ ...riyadh });
  ad.malqa = await residence({
    ...riyadh,
    ...apartment,
    titleAr: 'شقة للبيع في الملقا',
    titleEn: 'Apartment for sale in Al Malqa',
    descriptionAr: 'شقة واسعة قريبة من الخدمات',
    price: 850_000,
    area: 160,
    bedrooms: 3,
    latitude: 24.8,
    longitude: 46.6,
  });
  ad.jeddahFlat = await residence({
    ...jeddah,
    ...apartment,
    titleAr: 'شقة للإيجار في الشاطئ بجدة',
    titleEn: 'Apartment for rent in Al Shati, Jeddah',
    descriptionAr: 'شقة مطلة على البحر',
    transactionTypeId: l.id('transactiontype', 'rent'),
    rentPeriod: 'yearly',
    price: 60_000,
    area: 140,
    latitude: 21.59,
    longitude: 39.11,
  });
  ad.dammamVilla = await residence({
    ...dammam,
    titleAr: 'فيلا للبيع في الدمام',
    titleEn: 'Villa for sale in Dammam',
    price: 3_200_000,
    area: 500,
    latitude: 26.42,
    longitude: 50.09,
  });
  for (let n = 1; n <= 9; n += 1) {
    ad[`olaya${n}`] = await residence({
      ...riyadh,
      ...apartment,
      titleAr: `شقة رقم ${n} في العليا`,
      titleEn: `Apartment ${n} in Al Olaya`,
      descriptionAr: 'شقة عائلية',
      price: 500_000 + n * 10_000,
      area: 120 + n,
      latitude: 24.69 + n * 0.002,
      longitude: 46.68,
    });
  }
  ad.warehouse = (
    await catalogue.save('industry', { industryTypeId: l.id('industrytype', 'logistics-storage') })
  ).id;
  ad.factory = (
    await catalogue.save('industry', {
      ...dammam,
      titleAr: 'مصنع للبيع في الدمام',
      titleEn: 'Factory for sale in Dammam',
      propertyTypeId: l.id('propertytype', 'factory'),
      transactionTypeId: l.id('transactiontype', 'sale'),
      rentPeriod: null,
      price: 12_000_000,
      area: 10_000,
      latitude: 26.45,
      longitude: 50.1,
      industryTypeId: l.id('industrytype', 'food-processing'),
    })
  ).id;
  await addScenePhoto(site.server, owner.token, { id: ad.villa, sky: '#8ec5e8', wall: '#e9dcc4' });
  await addScenePhoto(site.server, owner.token, { id: ad.duplex, sky: '#a9d2ea', wall: '#d9c7a7' });
  await addScenePhoto(site.server, owner.token, { id: ad.malqa, sky: '#b5d8ee', wall: '#efe6d6' });
  await addScenePhoto(site.server, owner.token, { id: ad.factory, sky: '#c4dbe6', wall: '#9aa5ab' });
  // Featuring is a staff action (back-office); the list cache is emptied by API writes only.
  await site.server.deps.db
    .update(properties)
    .set({ isFeatured: true })
    .where(inArray(properties.id, [ad.villa, ad.factory]));
  site.server.deps.listCache.clear();
});

const AR = {
  residentialCount: '14 عقارًا',
  region: 'المنطقة',
  city: 'المدينة',
  price: 'السعر (ر.س)',
  from: 'من',
  sort: 'ترتيب النتائج',
  clear: 'مسح عوامل التصفية',
  next: 'التالي',
  empty: 'لا توجد عقارات مطابقة',
};

interface OpenOptions {
  language?: Language;
  width?: number;
  dark?: boolean;
  /** What the tile server answers: nothing (as offline) or a plain tile. */
  tiles?: 'offline' | 'plain';
}

async function open(url: string, options: OpenOptions = {}) {
  const { context, page, consoleErrors } = await site.open({
    width: options.width ?? 1280,
    dark: options.dark ?? false,
    storage: { language: options.language ?? 'ar' },
  });
  await (options.tiles === 'plain' ? servePlainTiles(page) : tilesOffline(page));
  await page.goto(url);
  return { context, page, consoleErrors };
}

/** The featured ads above the first page of the default order (ADR 0041), named by their heading. */
const FEATURED_BLOCK = 'main section[aria-labelledby]';

/** The titles of the result cards in view (not the featured ones above them), once the list has settled. */
async function titles(page: Page): Promise<string[]> {
  await page.locator('main [aria-busy="false"]').first().waitFor();
  const featured = await page.locator(`${FEATURED_BLOCK} article`).count();
  return (await page.locator('main article h3').allTextContents()).slice(featured);
}

/** The titles of the featured ads above the results, in alphabetical order (they come in turn). */
async function featuredTitles(page: Page): Promise<string[]> {
  await page.locator('main [aria-busy="false"]').first().waitFor();
  return (await page.locator(`${FEATURED_BLOCK} article h3`).allTextContents()).sort();
}

/** "n properties" above the cards. */
const results = (page: Page) => page.locator('main p[role="status"]');
/** Waits as long as a page load with its lazy chunks may take. */
const settled = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
const search = (page: Page) => new URL(page.url()).searchParams;

describe('/recidence', () => {
  it('filters by region, city and minimum price, sorts by price; the URL follows; back and forward restore; the URL can be shared', async () => {
    const { context, page, consoleErrors } = await open('/recidence');
    await settled(() => results(page).textContent()).toBe(AR.residentialCount);
    expect(await titles(page)).toHaveLength(12);

    await page.getByLabel(AR.region).selectOption({ label: 'منطقة الرياض' });
    await settled(() => search(page).get('RegionId')).toBe(String(catalogue.l.id('region', 'region:riyadh')));
    await page.getByLabel(AR.city).selectOption({ label: 'الرياض' });
    await settled(() => search(page).get('CityId')).toBe(String(catalogue.l.id('region', 'city:riyadh')));
    await settled(() => results(page).textContent()).toBe('12 عقارًا');

    // Arabic-Indic digits are taken as Latin ones.
    const minPrice = page.getByRole('group', { name: AR.price }).getByLabel(AR.from);
    await minPrice.fill('١٠٠٠٠٠٠');
    expect(await minPrice.inputValue()).toBe('1000000');
    await settled(() => search(page).get('MinPrice')).toBe('1000000');
    // The default order: the featured villa stands above the results, and is not repeated in them.
    await settled(() => titles(page)).toEqual(['دوبلكس للبيع في الياسمين']);
    expect(await featuredTitles(page)).toEqual(['فيلا للبيع في حي النرجس']);

    await page.getByLabel(AR.sort).selectOption('priceAsc');
    await settled(() => search(page).get('SortBy')).toBe('priceAsc');
    await settled(() => titles(page)).toEqual(['دوبلكس للبيع في الياسمين', 'فيلا للبيع في حي النرجس']);
    expect(await featuredTitles(page)).toEqual([]);
    const shared = page.url();

    await page.goBack();
    await settled(() => search(page).get('SortBy')).toBeNull();
    await settled(() => titles(page)).toEqual(['دوبلكس للبيع في الياسمين']);
    await page.goBack();
    await settled(() => search(page).get('MinPrice')).toBeNull();
    await settled(() => results(page).textContent()).toBe('12 عقارًا');
    await settled(() => minPrice.inputValue()).toBe('');
    await page.goForward();
    await settled(() => minPrice.inputValue()).toBe('1000000');
    await page.goForward();
    await settled(() => titles(page)).toEqual(['دوبلكس للبيع في الياسمين', 'فيلا للبيع في حي النرجس']);

    const other = await open(shared);
    await settled(() => titles(other.page)).toEqual(['دوبلكس للبيع في الياسمين', 'فيلا للبيع في حي النرجس']);
    expect(await other.page.getByLabel(AR.city).locator('option:checked').textContent()).toBe('الرياض');
    expect(await other.page.getByLabel(AR.sort).inputValue()).toBe('priceAsc');
    await other.context.close();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('pages with the pager; back returns to the first page', async () => {
    const { context, page } = await open('/recidence');
    await settled(() => titles(page)).toHaveLength(12);
    expect((await titles(page))[0]).toBe('شقة رقم 9 في العليا');
    await page.getByRole('button', { name: AR.next }).click();
    await settled(() => search(page).get('PageNumber')).toBe('1');
    await settled(() => titles(page)).toEqual(['فيلا للبيع في حي النرجس', 'دوبلكس للبيع في الياسمين']);
    await expect(page.getByRole('navigation', { name: 'الصفحة 2 من 2' }).isVisible()).resolves.toBe(true);
    await page.goBack();
    await settled(() => titles(page)).toHaveLength(12);
    // An old link past the last page shows the last page.
    await page.goto('/recidence?PageNumber=7');
    await settled(() => search(page).get('PageNumber')).toBe('1');
    await context.close();
  });

  it('says when nothing matches and clears the filters from the empty state', async () => {
    const { context, page } = await open('/recidence?MinPrice=900000000&Bedrooms=5');
    await page.getByRole('heading', { name: AR.empty }).waitFor();
    await page.locator('main section').getByRole('button', { name: AR.clear }).click();
    await settled(() => page.url()).toBe(`${site.server.url}/recidence`);
    await settled(() => results(page).textContent()).toBe(AR.residentialCount);
    await context.close();
  });

  it('on a phone, the filter sheet counts the results before applying them (English)', async () => {
    const { context, page } = await open('/recidence', { language: 'en', width: 390 });
    await settled(() => results(page).textContent()).toBe('14 properties');
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('Region').selectOption({ label: 'Riyadh Region' });
    await sheet.getByLabel('City').selectOption({ label: 'Riyadh' });
    await sheet.getByRole('group', { name: 'Bedrooms (at least)' }).getByText('4+').click();
    await sheet.getByRole('button', { name: 'Show results (2)' }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'listings-en-390-light-filters.png') });
    expect(search(page).get('Bedrooms')).toBeNull();
    await sheet.getByRole('button', { name: 'Show results (2)' }).click();
    await settled(() => search(page).get('Bedrooms')).toBe('4');
    await settled(() => titles(page)).toEqual(['Duplex for sale in Al Yasmin']);
    expect(await featuredTitles(page)).toEqual(['Villa for sale in Al Narjis']);
    await page.getByRole('button', { name: 'Filters 3 filters in use' }).waitFor();
    await context.close();
  });
});

describe('/industry and /AllFeatureProperty', () => {
  it('/industry lists industrial ads with the industry filter and no room filters', async () => {
    const { context, page } = await open('/industry');
    // The featured factory stands above the results; alone, when it is the only match.
    await settled(() => titles(page)).toEqual(['مستودع للإيجار في السلي']);
    expect(await featuredTitles(page)).toEqual(['مصنع للبيع في الدمام']);
    await page.getByLabel('النشاط الصناعي').selectOption({ label: 'الصناعات الغذائية' });
    await settled(() => titles(page)).toEqual([]);
    expect(await featuredTitles(page)).toEqual(['مصنع للبيع في الدمام']);
    expect(await page.getByRole('heading', { name: AR.empty }).count()).toBe(0);
    expect(await page.getByRole('group', { name: 'غرف النوم (على الأقل)' }).count()).toBe(0);
    await context.close();
  });

  it('/AllFeatureProperty lists featured ads of both categories, and switches category', async () => {
    const { context, page } = await open('/AllFeatureProperty');
    await settled(() => titles(page)).toEqual(['مصنع للبيع في الدمام', 'فيلا للبيع في حي النرجس']);
    await page.getByRole('region', { name: 'نتائج البحث' }).getByText('صناعي', { exact: true }).click();
    await settled(() => search(page).get('Category')).toBe('2');
    await settled(() => titles(page)).toEqual(['مصنع للبيع في الدمام']);
    await context.close();
  });
});

describe('/search', () => {
  it('finds ads by an Arabic text query; without tiles the map gives way to the list', async () => {
    const { context, page } = await open('/search', { tiles: 'offline' });
    await page.getByRole('status').filter({ hasText: 'تعذّر تحميل الخريطة' }).waitFor();
    expect(await page.getByRole('region', { name: 'خريطة العقارات' }).count()).toBe(0);
    await settled(() => results(page).textContent()).toBe('16 عقارًا');
    await page.getByRole('searchbox', { name: 'ابحث في العقارات' }).fill('فيلا');
    await settled(() => search(page).get('Query')).toBe('فيلا');
    await settled(() => titles(page)).toEqual(['فيلا للبيع في الدمام']);
    expect(await featuredTitles(page)).toEqual(['فيلا للبيع في حي النرجس']);
    await page.screenshot({ path: path.join(SHOTS, 'search-ar-1280-light-offline.png') });
    await context.close();
  });

  it('on a phone, the map view falls back to the list with a message when tiles fail', async () => {
    const { context, page } = await open('/search', { width: 390, tiles: 'offline' });
    await settled(() => results(page).textContent()).toBe('16 عقارًا');
    await page.getByRole('group', { name: 'طريقة العرض' }).getByRole('button', { name: 'الخريطة' }).click();
    await page.getByText('تعذّر تحميل الخريطة', { exact: false }).waitFor();
    const views = page.getByRole('group', { name: 'طريقة العرض' });
    expect(await views.getByRole('button', { name: 'القائمة' }).getAttribute('aria-pressed')).toBe('true');
    // The newest 12 less the featured factory, which stands above them with the featured villa.
    expect(await titles(page)).toHaveLength(11);
    expect(await featuredTitles(page)).toEqual(['فيلا للبيع في حي النرجس', 'مصنع للبيع في الدمام']);
    await page.screenshot({ path: path.join(SHOTS, 'search-ar-390-light-offline.png') });
    await context.close();
  });

  it('a map box in the URL narrows the results; removing it widens them again', async () => {
    const { context, page } = await open('/search?MinLat=24.5&MaxLat=25&MinLng=46.4&MaxLng=47', {
      tiles: 'offline',
    });
    await settled(() => results(page).textContent()).toBe('13 عقارًا');
    const everything = await titles(page);
    expect(everything.some((title) => /جدة|الدمام/.test(title))).toBe(false);
    await page.getByRole('button', { name: /داخل حدود الخريطة/ }).click();
    await settled(() => search(page).get('MinLat')).toBeNull();
    await settled(() => results(page).textContent()).toBe('16 عقارًا');
    await context.close();
  });

  it('shows the server\'s clusters; "search this area" puts the visible box in the URL; a popup opens the ad', async () => {
    const { context, page, consoleErrors } = await open('/search', { tiles: 'plain' });
    await page.addStyleTag({ content: '.leaflet-popup, .leaflet-tile { transition: none !important; }' });
    const map = page.getByRole('region', { name: 'خريطة العقارات' });
    const clusters = map.getByRole('button', { name: /هنا، اضغط للتقريب/ });
    await clusters.first().waitFor({ state: 'attached' });
    // "1,234 عقارًا هنا": counts have group separators.
    const counts = await clusters.evaluateAll((nodes) =>
      nodes.map((node) => Number(/[\d,]+/.exec(node.getAttribute('title') ?? '')?.[0].replace(/,/g, ''))),
    );
    const biggest = counts.indexOf(Math.max(...counts));
    await clusters.nth(biggest).locator('span').click();
    const searchArea = map.getByRole('button', { name: 'ابحث في هذه المنطقة' });
    await searchArea.waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'search-ar-1280-light-moved.png') });
    await searchArea.click();
    await settled(() => search(page).get('MinLat')).not.toBeNull();
    await settled(async () =>
      Number(/\d+/.exec((await results(page).textContent()) ?? '')?.[0]),
    ).toBeLessThan(16);
    // The biggest cluster is Riyadh's (with Dammam's ads when one cell of the kingdom's view holds
    // both): Jeddah, across the country, is outside the area it zoomed to.
    expect((await titles(page)).some((title) => /جدة/.test(title))).toBe(false);
    expect(await searchArea.count()).toBe(0);

    // Clusters split as the map zooms in: press one until single ads show as price pills.
    const single = map.locator('.manzil-marker:not([title*="اضغط للتقريب"]) > span');
    for (let zooms = 0; zooms < 8 && (await single.count()) === 0; zooms++) {
      await clusters.first().locator('span').click();
      await page.waitForLoadState('networkidle');
    }
    await single.first().click();
    const popupLink = map.locator('.leaflet-popup a[href*="Detailes/"]');
    await popupLink.waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'search-ar-1280-light-popup.png') });
    const href = await popupLink.getAttribute('href');
    await popupLink.click();
    await settled(() => new URL(page.url()).pathname).toBe(href);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('featured ads', () => {
  const marks = {
    ar: { heading: 'إعلانات مميزة', mark: 'مميز', count: AR.residentialCount, sort: AR.sort },
    en: { heading: 'Featured ads', mark: 'Featured', count: '14 properties', sort: 'Sort the results' },
  } as const;
  for (const language of ['ar', 'en'] as const) {
    it(`stand above the first page of the default order, each marked as featured (${language})`, async () => {
      const { db } = site.server.deps;
      // The apartment in Al Malqa is featured by payment, the villa by staff.
      await db.insert(adPromotions).values({
        propertyId: ad.malqa ?? 0,
        featuredUntil: sql`now() + interval '7 days'`,
        updatedAt: sql`now()`,
      });
      site.server.deps.listCache.clear();
      try {
        const words = marks[language];
        const { context, page, consoleErrors } = await open('/recidence', { language });
        const block = page.getByRole('region', { name: words.heading });
        await settled(() => featuredTitles(page)).toHaveLength(2);
        expect(await block.locator('article').filter({ hasText: words.mark }).count()).toBe(2);
        expect(await results(page).textContent()).toBe(words.count);
        const listed = await titles(page);
        expect(listed).toHaveLength(11);
        expect(listed.some((title) => /الملقا|Al Malqa/.test(title))).toBe(false);
        // Where it stands among the results, the paid ad is marked too; no block with a sort chosen.
        await page.getByLabel(words.sort).selectOption('priceAsc');
        await settled(() => search(page).get('SortBy')).toBe('priceAsc');
        await settled(() => featuredTitles(page)).toEqual([]);
        const malqa = page.locator('main article').filter({ hasText: /الملقا|Al Malqa/ });
        await expect(malqa.getByText(words.mark, { exact: true }).isVisible()).resolves.toBe(true);
        expect(consoleErrors).toEqual([]);
        await context.close();
      } finally {
        await db.delete(adPromotions).where(eq(adPromotions.propertyId, ad.malqa ?? 0));
        site.server.deps.listCache.clear();
      }
    });
  }
});

describe('look and accessibility: Arabic and English, 390 and 1280 px, light and dark', () => {
  for (const { language, width, dark } of looksToCheck()) {
    const name = `${language}-${width}-${dark ? 'dark' : 'light'}`;
    it(name, async () => {
      const list = await open('/recidence', { language, width, dark });
      await settled(() => titles(list.page)).toHaveLength(12);
      await list.page.evaluate(() => document.fonts.ready);
      await list.page.screenshot({
        path: path.join(SHOTS, `listings-${name}.png`),
        fullPage: width > 400,
      });
      expect(await seriousViolations(list.page)).toEqual([]);
      await list.context.close();

      const found = await open('/search', { language, width, dark, tiles: 'plain' });
      await settled(() => titles(found.page)).toHaveLength(11);
      if (width < 1024)
        await found.page.getByRole('button', { name: language === 'ar' ? 'الخريطة' : 'Map' }).click();
      await found.page.locator('.manzil-marker').first().waitFor({ state: 'attached' });
      await found.page.locator('.leaflet-tile-loaded').first().waitFor({ state: 'attached' });
      // Tiles fade in; the picture should show them settled.
      await found.page.addStyleTag({
        content: '.leaflet-tile { transition: none !important; opacity: 1 !important; }',
      });
      await found.page.evaluate(() => document.fonts.ready);
      await found.page.screenshot({ path: path.join(SHOTS, `search-${name}.png`) });
      expect(await seriousViolations(found.page)).toEqual([]);
      await found.context.close();
    });
  }

  it('/industry, /AllFeatureProperty and the filter sheet have no serious violations', async () => {
    for (const url of ['/industry', '/AllFeatureProperty']) {
      const { context, page } = await open(url, { dark: true });
      await page.locator('main article').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
    const { context, page } = await open('/recidence', { width: 390 });
    await page.getByRole('button', { name: 'عوامل التصفية' }).click();
    await page.getByRole('dialog').waitFor();
    await page.getByRole('button', { name: /عرض النتائج \(14\)/ }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'listings-ar-390-light-filters.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
