import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../contract/common.js';
import { seriousViolations } from './support/axe.js';
import { looksToCheck, tagOfLook, type Look } from './support/looks.js';
import { servePlainTiles } from './support/map-tiles.js';
import { useSite } from './support/site.js';
import { useCatalogue } from './support/catalogue.js';
import { openReader } from './support/reader-page.js';

/**
 * Issue 31 item 10: on /search "search this area" shows only once the person moved the map; the
 * starting view fits the results, on a phone too (Tabuk and Jeddah in the west were cut off at
 * 390 px); the filters' heading stays on one line beside "Clear filters".
 */
const site = useSite({ MODERATION: 'off' });
const catalogue = useCatalogue(site);

const SHOTS = path.join(import.meta.dirname, 'screenshots');
/** Ads from the kingdom's north-west to its east. */
const PLACES = [
  { ar: 'تبوك', en: 'Tabuk', latitude: 28.38, longitude: 36.57 },
  { ar: 'جدة', en: 'Jeddah', latitude: 21.54, longitude: 39.17 },
  { ar: 'الرياض', en: 'Riyadh', latitude: 24.71, longitude: 46.68 },
  { ar: 'الدمام', en: 'Dammam', latitude: 26.43, longitude: 50.1 },
] as const;

const TEXT = {
  ar: {
    map: 'الخريطة',
    region: 'خريطة العقارات',
    searchArea: 'ابحث في هذه المنطقة',
    onMap: `${PLACES.length} عقارات على الخريطة`,
    filters: 'عوامل التصفية',
    clear: 'مسح عوامل التصفية',
    minPrice: 'السعر (ر.س)',
    from: 'من',
  },
  en: {
    map: 'Map',
    region: 'Properties on the map',
    searchArea: 'Search this area',
    onMap: `${PLACES.length} properties on the map`,
    filters: 'Filters',
    clear: 'Clear filters',
    minPrice: 'Price (SAR)',
    from: 'From',
  },
} satisfies Record<Language, Record<string, string>>;

beforeAll(async () => {
  for (const place of PLACES)
    await catalogue.save('residence', {
      titleAr: `فيلا في ${place.ar}`,
      titleEn: `Villa in ${place.en}`,
      latitude: place.latitude,
      longitude: place.longitude,
    });
});

const settled = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

async function openMap(look: Look, url = '/search') {
  const opened = await openReader(site, look);
  await servePlainTiles(opened.page);
  await opened.page.goto(url);
  const t = TEXT[look.language];
  if (look.width < 1024)
    await opened.page.locator('main').getByRole('button', { name: t.map, exact: true }).click();
  const map = opened.page.getByRole('region', { name: t.region });
  await map.getByText(t.onMap).waitFor();
  await opened.page.locator('.manzil-marker').first().waitFor({ state: 'attached' });
  await opened.page.waitForLoadState('networkidle');
  await opened.page.addStyleTag({
    content: '.leaflet-tile { transition: none !important; opacity: 1 !important; }',
  });
  return { ...opened, map };
}

/** The ads the map's markers hold, counting only markers wholly inside the map's visible box. */
const adsInView = (page: Page) =>
  page.locator('.leaflet-container').evaluate((container) => {
    const frame = container.getBoundingClientRect();
    let ads = 0;
    for (const marker of container.querySelectorAll<HTMLElement>('.manzil-marker > span')) {
      const box = marker.getBoundingClientRect();
      const inside =
        box.left >= frame.left &&
        box.right <= frame.right &&
        box.top >= frame.top &&
        box.bottom <= frame.bottom;
      // A cluster's bubble shows its count; a price pill is one ad.
      const cluster = /اضغط للتقريب|press to zoom in/.test(marker.parentElement?.title ?? '');
      if (inside) ads += cluster ? Number(marker.textContent.replace(/\D/g, '')) : 1;
    }
    return ads;
  });

/** How many lines the text of `target` takes. */
const linesOf = (target: Locator) =>
  target.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const tops = new Set<number>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });

describe('/search map: its starting view and "search this area"', () => {
  for (const look of looksToCheck()) {
    const t = TEXT[look.language];
    it(`${tagOfLook(look)}: the starting view holds every result; "search this area" waits for a move`, async () => {
      const { context, page, map, consoleErrors } = await openMap(look);
      await settled(() => adsInView(page)).toBe(PLACES.length);
      expect(await map.getByRole('button', { name: t.searchArea }).count()).toBe(0);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(SHOTS, `search-view-${tagOfLook(look)}-start.png`) });

      // Dragged, the map offers to search the area it shows.
      const box = await map.locator('.leaflet-container').boundingBox();
      if (!box) throw new Error('the map has no box');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40, { steps: 8 });
      await page.mouse.up();
      await map.getByRole('button', { name: t.searchArea }).waitFor();
      await page.screenshot({ path: path.join(SHOTS, `search-view-${tagOfLook(look)}-moved.png`) });
      if (!look.dark) expect(await seriousViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });

    it(`${tagOfLook(look)}: a window that changes height (a phone's address bar) has not moved the map`, async () => {
      const { context, page, map } = await openMap(look);
      // Leaflet follows a resize with a move of its own, 200 ms later; the view it then tells is asked for.
      const asked = page.waitForResponse((response) => response.url().includes('/api/website/property/map'));
      await page.setViewportSize({ width: look.width, height: 780 });
      await asked;
      await page.waitForLoadState('networkidle');
      expect(await map.getByRole('button', { name: t.searchArea }).count()).toBe(0);
      await context.close();
    });

    it(`${tagOfLook(look)}: the filters' heading keeps one line beside "clear filters"`, async () => {
      const { context, page, consoleErrors } = await site.open({
        width: look.width,
        dark: look.dark,
        storage: { language: look.language },
      });
      await servePlainTiles(page);
      await page.goto('/search?MinPrice=1000');
      if (look.width < 1024)
        await page.locator('main').getByRole('button', { name: t.filters }).first().click();
      const panel =
        look.width < 1024 ? page.getByRole('dialog') : page.getByRole('complementary', { name: t.filters });
      const heading = panel.getByRole('heading', { name: t.filters });
      await heading.waitFor();
      const clear = panel.getByRole('button', { name: t.clear });
      await clear.waitFor();
      expect(await linesOf(heading)).toBe(1);
      expect(await linesOf(clear)).toBe(1);
      const [headingBox, clearBox] = [await heading.boundingBox(), await clear.boundingBox()];
      if (!headingBox || !clearBox) throw new Error('not shown');
      const apart =
        clearBox.y >= headingBox.y + headingBox.height ||
        clearBox.x >= headingBox.x + headingBox.width ||
        clearBox.x + clearBox.width <= headingBox.x;
      expect(apart).toBe(true);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(SHOTS, `search-view-${tagOfLook(look)}-filters.png`) });
      if (!look.dark) expect(await seriousViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
