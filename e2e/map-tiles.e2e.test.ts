import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../contract/common.js';
import { looksToCheck, tagOfLook } from './support/looks.js';
import { startTileServer, type TileServer } from './support/map-tiles.js';
import { useSite } from './support/site.js';
import { clickWestHalf } from './support/draw-on-map.js';
import { useCatalogue } from './support/catalogue.js';
import { openReader } from './support/reader-page.js';

/**
 * Issue 31 item 2: the maps take their tiles from the configured server (MAP_TILE_URL, its credit
 * MAP_TILE_ATTRIBUTION), through the content security policy; when 1 tile in 8 fails it stays a blank
 * square, and the map, its clusters and drawing an area keep working.
 */

const SHOTS = path.join(import.meta.dirname, 'screenshots');
const CREDIT = 'Test Tiles';
/** The map is framed on this box; the ads west of its middle meridian (46.65) are drawn around. */
const BOX = '?MinLat=24.69&MaxLat=24.75&MinLng=46.59&MaxLng=46.71';
const WEST = [
  [24.7, 46.6],
  [24.72, 46.62],
  [24.74, 46.61],
] as const;
const EAST = [
  [24.7, 46.68],
  [24.74, 46.7],
] as const;

const TEXT = {
  ar: {
    map: 'الخريطة',
    region: 'خريطة العقارات',
    unavailable: 'تعذّر تحميل الخريطة',
    draw: 'ارسم منطقة',
    finish: 'إنهاء الرسم',
    west: 'شقة غربية',
    east: 'شقة شرقية',
  },
  en: {
    map: 'Map',
    region: 'Properties on the map',
    unavailable: 'The map could not load',
    draw: 'Draw an area',
    finish: 'Finish drawing',
    west: 'West flat',
    east: 'East flat',
  },
} satisfies Record<Language, Record<string, string>>;

let tiles: TileServer;
beforeAll(async () => {
  tiles = await startTileServer(8);
});
afterAll(() => tiles.close());
const site = useSite(() => ({
  MODERATION: 'off',
  MAP_TILE_URL: tiles.template,
  MAP_TILE_ATTRIBUTION: `© <a href="https://tiles.example.com/">${CREDIT}</a>`,
}));
const catalogue = useCatalogue(site);

beforeAll(async () => {
  const titles = (side: 'west' | 'east') => ({ ar: TEXT.ar[side], en: TEXT.en[side] });
  await catalogue.placeVillas(titles('west'), WEST);
  await catalogue.placeVillas(titles('east'), EAST);
});

const settled = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

async function titles(page: Page): Promise<string[]> {
  await page.locator('main [aria-busy="false"]').first().waitFor();
  return (await page.locator('main article h3').allTextContents()).sort();
}
const titlesOf = (language: Language, sides: ('west' | 'east')[]) =>
  sides
    .flatMap((side) => (side === 'west' ? WEST : EAST).map((_, n) => `${TEXT[language][side]} ${n + 1}`))
    .sort();

describe('one tile in eight fails', () => {
  for (const look of looksToCheck()) {
    const { language, width } = look;
    const t = TEXT[language];
    it(`${tagOfLook(look)}: the map stays, with the configured tiles and credit, its clusters, and drawing an area`, async () => {
      const { context, page, consoleErrors } = await openReader(site, look);
      const failedBefore = tiles.failed;
      await page.goto(`/search${BOX}`);
      await settled(() => titles(page)).toEqual(titlesOf(language, ['west', 'east']));
      if (width < 1024) await page.locator('main').getByRole('button', { name: t.map, exact: true }).click();
      const map = page.getByRole('region', { name: t.region });
      await page.locator('.manzil-marker').first().waitFor({ state: 'attached' });
      // Tiles came from the configured server, and some of them failed.
      await page
        .locator(`img.leaflet-tile[src^="${tiles.template.split('{z}')[0]}"]`)
        .first()
        .waitFor({
          state: 'attached',
        });
      await settled(() => tiles.failed).toBeGreaterThan(failedBefore);
      await page.waitForLoadState('networkidle');
      await page.addStyleTag({
        content: '.leaflet-tile { transition: none !important; opacity: 1 !important; }',
      });
      expect(await page.getByText(t.unavailable, { exact: false }).count()).toBe(0);
      expect(await map.locator('.leaflet-container').isVisible()).toBe(true);
      expect(await map.locator('.leaflet-control-attribution').textContent()).toContain(CREDIT);
      await map
        .locator('.leaflet-container')
        .evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(SHOTS, `map-tiles-${tagOfLook(look)}-failing.png`) });

      await map.getByRole('button', { name: t.draw }).click();
      await map
        .locator('.leaflet-container')
        .evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await clickWestHalf(page, map);
      await map.getByRole('button', { name: t.finish }).click();
      await settled(() => new URL(page.url()).searchParams.get('Area')).not.toBeNull();
      await page.locator('path.manzil-area').waitFor();
      await page.locator('.manzil-marker').first().waitFor({ state: 'attached' });
      await page.screenshot({ path: path.join(SHOTS, `map-tiles-${tagOfLook(look)}-drawn.png`) });
      if (width < 1024)
        await page
          .locator('main')
          .getByRole('button', { name: language === 'ar' ? 'القائمة' : 'List', exact: true })
          .click();
      await settled(() => titles(page)).toEqual(titlesOf(language, ['west']));
      // The failed tiles are the only errors.
      expect(consoleErrors.filter((error) => !/status of 500/.test(error))).toEqual([]);
      await context.close();
    });
  }
});
