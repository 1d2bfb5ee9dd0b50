import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addScenePhoto } from './support/scene-photo.js';
import { copyPublishedAds } from './support/bulk-ads.js';
import { looksToCheck, tagOfLook } from './support/looks.js';
import { servePlainTiles } from './support/map-tiles.js';
import type { Language } from '../contract/common.js';
import * as properties from '../contract/endpoints/properties.js';
import { useSite } from './support/site.js';
import { useCatalogue } from './support/catalogue.js';

/**
 * /search arrives rendered by the server, like the other lists, and says "more than 1,000" once a
 * search has more matches than the API counts (docs/decisions/0004-search-at-scale.md): the real
 * server, with more than a thousand ads written through its own database handle.
 */

const site = useSite({ MODERATION: 'off' });
const catalogue = useCatalogue(site);

const SHOTS = path.join(import.meta.dirname, 'screenshots');
const TITLES_AR = ['فيلا للبيع في حي النرجس', 'شقة للإيجار في الشاطئ بجدة', 'مستودع للإيجار في السلي'];

beforeAll(async () => {
  const { l, owner } = catalogue;
  const villa = await catalogue.save('residence');
  const flat = await catalogue.save('residence', {
    regionId: l.id('region', 'region:makkah'),
    cityId: l.id('region', 'city:jeddah'),
    titleAr: TITLES_AR[1],
    titleEn: 'Apartment for rent in Al Shati, Jeddah',
    propertyTypeId: l.id('propertytype', 'apartment'),
    transactionTypeId: l.id('transactiontype', 'rent'),
    rentPeriod: 'yearly',
    price: 60_000,
    area: 140,
    bedrooms: 2,
    bathrooms: 2,
    latitude: 21.59,
    longitude: 39.11,
  });
  const warehouse = await catalogue.save('industry');
  await addScenePhoto(site.server, owner.token, { id: villa.id, sky: '#8ec5e8', wall: '#e9dcc4' });
  await addScenePhoto(site.server, owner.token, { id: flat.id, sky: '#b5d8ee', wall: '#efe6d6' });
  await addScenePhoto(site.server, owner.token, { id: warehouse.id, sky: '#c4dbe6', wall: '#9aa5ab' });
});

/** The page as a reader without JavaScript (or a crawler) gets it. */
async function firstHtml(urlPath: string, cookie?: string): Promise<string> {
  const answer = await fetch(`${site.server.url}${urlPath}`, { headers: cookie ? { cookie } : {} });
  expect(answer.status).toBe(200);
  return answer.text();
}

/** The query keys of the answers the server sent along with the page. */
const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The query keys of the answers a page arrived with (web/src/lib/endpoint-queries.ts builds them). */
function servedKeys(html: string): unknown[][] {
  const state = /<script type="application\/json" id="manzil-server-state">([\s\S]*?)<\/script>/.exec(html);
  if (!state?.[1]) throw new Error('the page has no server state');
  return (JSON.parse(state[1]) as { answers: { queryKey: unknown[] }[] }).answers.map(
    (answer) => answer.queryKey,
  );
}

interface OpenOptions {
  language?: Language;
  width?: 390 | 1280;
  dark?: boolean;
}

async function open(url: string, { language = 'ar', width = 1280, dark = false }: OpenOptions = {}) {
  const opened = await site.open({ width, dark, storage: { language } });
  await servePlainTiles(opened.page);
  await opened.page.goto(url);
  return opened;
}

/** "n properties" above the cards. */
const results = (page: Page) => page.locator('main p[role="status"]');
const cardTitles = (page: Page) => page.locator('main article h3');
const settled = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

describe('/search arrives rendered by the server', () => {
  it('its first HTML holds the result cards and their count, and reads without JavaScript', async () => {
    const html = await firstHtml('/search');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html.match(/<article/g)).toHaveLength(3);
    for (const title of TITLES_AR) expect(html).toContain(title);
    expect(html).toContain('>3 عقارات<');
    expect(html).toContain('<script type="application/json" id="deferred-scripts">');
    // The list's own answer, and not the map's: the map is drawn in the browser only.
    const propertyAnswers = servedKeys(html).filter(
      ([, api, resource]) => api === 'website' && resource === 'property',
    );
    expect(propertyAnswers).toEqual([
      [...segmentsOf(properties.listProperties.path), 'ar', { query: { PageNumber: 0, PageSize: 12 } }],
    ]);

    const english = await firstHtml('/search?Category=1', 'lang=en');
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('Villa for sale in Al Narjis');
    expect(english).toContain('Apartment for rent in Al Shati, Jeddah');
    expect(english).not.toContain('Warehouse for rent in Al Sulay');
    expect(english).toContain('>2 properties<');

    const context = await site.browser.newContext({ baseURL: site.server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/search');
    expect((await cardTitles(page).allTextContents()).sort()).toEqual([...TITLES_AR].sort());
    expect(await results(page).textContent()).toBe('3 عقارات');
    await context.close();
  });

  it('the browser takes the list over without asking for it again, then searches as usual', async () => {
    const { context, page, consoleErrors } = await open('/search', { width: 390 });
    const lists: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(properties.listProperties.path)) lists.push(request.url());
    });
    // Arriving was enough: the served answer is the app's (the HTML came before this listener).
    await page.reload();
    expect(lists).toEqual([]);
    await page.getByRole('searchbox', { name: 'ابحث في العقارات' }).fill('مستودع');
    await settled(() => cardTitles(page).allTextContents()).toEqual(['مستودع للإيجار في السلي']);
    expect(await results(page).textContent()).toBe('عقار واحد');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('a search with more than 1,000 matches', () => {
  beforeAll(async () => {
    expect(await copyPublishedAds(site.server.deps.db, 1_010)).toBe(1_010);
    site.server.deps.listCache.clear();
  });

  it('says "أكثر من 1,000 عقار" in the first HTML and on the page; the map counts all 1,010; pages end at 84', async () => {
    expect(await firstHtml('/search')).toContain('>أكثر من 1,000 عقار<');

    const { context, page, consoleErrors } = await open('/search');
    expect(await results(page).textContent()).toBe('أكثر من 1,000 عقار');
    // The map's clusters are counted by the server over the whole catalogue, not the list's window.
    await settled(() => page.getByText('1,010 عقارات على الخريطة', { exact: true }).count()).toBe(1);
    await page.getByRole('navigation', { name: 'الصفحة 1 من 84' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('an old link past result 1,000 shows the last page of the window instead of an error', async () => {
    const { context, page, consoleErrors } = await open('/search?PageNumber=500');
    await settled(() => new URL(page.url()).searchParams.get('PageNumber')).toBe('83');
    const pager = page.getByRole('navigation', { name: 'الصفحة 84 من 84' });
    await pager.waitFor();
    expect(await pager.getByRole('button', { name: 'التالي' }).isDisabled()).toBe(true);
    // Results 997 to 1,000.
    await settled(() => cardTitles(page).count()).toBe(4);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('in English on a phone: "1,000+ properties", and the filter sheet offers "Show results (1,000+)"', async () => {
    const { context, page, consoleErrors } = await open('/search', { language: 'en', width: 390 });
    expect(await results(page).textContent()).toBe('1,000+ properties');
    await page.getByRole('button', { name: 'Filters' }).click();
    const show = page
      .getByRole('dialog', { name: 'Filters' })
      .getByRole('button', { name: 'Show results (1,000+)' });
    await show.waitFor();
    await show.click();
    await settled(() => page.getByRole('dialog').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  describe('looks: Arabic and English, 390 and 1280 px, light and dark', () => {
    for (const look of looksToCheck()) {
      it(tagOfLook(look), async () => {
        const { context, page, consoleErrors } = await open('/search', look);
        expect(await results(page).textContent()).toBe(
          look.language === 'ar' ? 'أكثر من 1,000 عقار' : '1,000+ properties',
        );
        if (look.width > 1024) {
          await page.locator('.manzil-marker').first().waitFor({ state: 'attached' });
          await page.locator('.leaflet-tile-loaded').first().waitFor({ state: 'attached' });
          // Tiles fade in; the picture should show them settled.
          await page.addStyleTag({
            content: '.leaflet-tile { transition: none !important; opacity: 1 !important; }',
          });
        }
        await page.evaluate(() => document.fonts.ready);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        );
        await page.screenshot({ path: path.join(SHOTS, `search-capped-${tagOfLook(look)}.png`) });
        if (look.width < 1024) {
          const [filters, showResults] =
            look.language === 'ar'
              ? ['عوامل التصفية', 'عرض النتائج (أكثر من 1,000)']
              : ['Filters', 'Show results (1,000+)'];
          await page.getByRole('button', { name: filters, exact: true }).click();
          await page
            .getByRole('dialog', { name: filters })
            .getByRole('button', { name: showResults })
            .waitFor();
          await page.screenshot({ path: path.join(SHOTS, `search-capped-${tagOfLook(look)}-filters.png`) });
        }
        expect(consoleErrors).toEqual([]);
        await context.close();
      });
    }
  });
});
