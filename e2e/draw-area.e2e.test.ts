import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../contract/common.js';
import { parseArea } from '../contract/geo/polygon.js';
import { seriousViolations } from './support/axe.js';
import { looksToCheck, tagOfLook, type Look } from './support/looks.js';
import { servePlainTiles } from './support/map-tiles.js';
import { useSite } from './support/site.js';
import { clickWestHalf, mapBox, WEST_HALF } from './support/draw-on-map.js';
import { useCatalogue } from './support/catalogue.js';
import { openReader } from './support/reader-page.js';

/**
 * Issue 20 item 6: on the /search map a visitor draws an area (clicked vertices or a freehand trace,
 * with a mouse or a finger) and the results are the ads inside it; the area is in the URL, so the
 * page reloads (or is shared) with it, and clearing it widens the results again.
 */
const site = useSite({ MODERATION: 'off' });
const catalogue = useCatalogue(site);

const SHOTS = path.join(import.meta.dirname, 'screenshots');
/** The map is framed on this box; its middle meridian (46.65) parts the ads drawn around from the others. */
const BOX = '?MinLat=24.69&MaxLat=24.75&MinLng=46.59&MaxLng=46.71';
const INSIDE = [
  [24.7, 46.6],
  [24.71, 46.62],
  [24.73, 46.61],
  [24.74, 46.64],
] as const;
const OUTSIDE = [
  [24.7, 46.67],
  [24.72, 46.69],
  [24.74, 46.7],
] as const;

const TEXT = {
  ar: {
    map: 'الخريطة',
    list: 'القائمة',
    draw: 'ارسم منطقة',
    finish: 'إنهاء الرسم',
    clear: 'امسح المنطقة',
    redraw: 'ارسم من جديد',
    inside: 'فيلا داخل المنطقة',
    outside: 'فيلا خارج المنطقة',
    chip: 'داخل المنطقة المرسومة',
  },
  en: {
    map: 'Map',
    list: 'List',
    draw: 'Draw an area',
    finish: 'Finish drawing',
    clear: 'Clear the area',
    redraw: 'Draw again',
    inside: 'Villa inside the area',
    outside: 'Villa outside the area',
    chip: 'Within the drawn area',
  },
} satisfies Record<Language, Record<string, string>>;

beforeAll(async () => {
  const price = (n: number) => ({ price: 1_000_000 + n * 100_000 });
  const titles = (which: 'inside' | 'outside') => ({ ar: TEXT.ar[which], en: TEXT.en[which] });
  await catalogue.placeVillas(titles('inside'), INSIDE, price);
  await catalogue.placeVillas(titles('outside'), OUTSIDE, price);
});

async function open(look: Look) {
  const opened = await openReader(site, look);
  await servePlainTiles(opened.page);
  await opened.page.goto(`/search${BOX}`);
  return opened;
}

const settled = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

/** The titles of the cards in view, once the list has settled. */
async function titles(page: Page): Promise<string[]> {
  await page.locator('main [aria-busy="false"]').first().waitFor();
  return (await page.locator('main article h3').allTextContents()).sort();
}

const expectedTitles = (language: Language, which: 'inside' | 'both') =>
  [
    ...INSIDE.map((_, n) => `${TEXT[language].inside} ${n + 1}`),
    ...(which === 'both' ? OUTSIDE.map((_, n) => `${TEXT[language].outside} ${n + 1}`) : []),
  ].sort();

/** Clicks the four corners, then "finish". */
async function drawByClicks(page: Page, map: Locator, language: Language) {
  await clickWestHalf(page, map);
  await map.getByRole('button', { name: TEXT[language].finish }).click();
}

/** The outline of the west half traced in steps of 2 % (a freehand drawing). */
function trace(at: (point: readonly [number, number]) => { x: number; y: number }) {
  const points: { x: number; y: number }[] = [];
  for (const [index, from] of WEST_HALF.entries()) {
    const to = WEST_HALF[(index + 1) % WEST_HALF.length] ?? from;
    for (let step = 0; step < 25; step++) {
      const t = step / 25;
      points.push(at([from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t]));
    }
  }
  return points;
}

/** Presses, drags the mouse around the west half and releases. */
async function drawByMouseDrag(page: Page, map: Locator) {
  const points = trace((await mapBox(map)).at);
  const [first] = points;
  if (!first) return;
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const point of points) await page.mouse.move(point.x, point.y);
  await page.mouse.up();
}

/** A finger drags around the west half: touch events, which the browser turns into pointer events. */
async function drawByFinger(page: Page, map: Locator) {
  const points = trace((await mapBox(map)).at);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ ...point, id: 1 }] : [] });
  const [first] = points;
  if (!first) return;
  await touch('touchStart', first);
  for (const point of points.slice(1)) await touch('touchMove', point);
  await touch('touchEnd');
  await cdp.detach();
}

const areaOf = (page: Page) => new URL(page.url()).searchParams.get('Area');

describe('draw an area on the /search map', () => {
  for (const look of looksToCheck()) {
    const { language, width } = look;
    const t = TEXT[language];
    const how = width < 1024 ? 'a finger' : look.dark ? 'a mouse drag' : 'mouse clicks';
    it(`${tagOfLook(look)}: drawn with ${how}, the results are the ads inside; the URL keeps the area; clearing it widens them`, async () => {
      const { context, page, consoleErrors } = await open(look);
      await settled(() => titles(page)).toEqual(expectedTitles(language, 'both'));
      if (width < 1024) await page.locator('main').getByRole('button', { name: t.map, exact: true }).click();
      const map = page.locator('main section').filter({ has: page.locator('.leaflet-container') });
      await page.locator('.manzil-marker').first().waitFor({ state: 'attached' });
      await page.addStyleTag({
        content: '.leaflet-tile { transition: none !important; opacity: 1 !important; }',
      });

      await map.getByRole('button', { name: t.draw }).click();
      // The button sits at the map's foot: reaching it scrolled the map's top out of a phone's view.
      await map
        .locator('.leaflet-container')
        .evaluate((element) => element.scrollIntoView({ block: 'center' }));
      if (width < 1024) await drawByFinger(page, map);
      else if (look.dark) await drawByMouseDrag(page, map);
      else await drawByClicks(page, map, language);

      // The area is in the URL (at most 50 vertices, and not crossing itself), and the map box is not.
      await settled(() => areaOf(page)).not.toBeNull();
      const sent = parseArea(areaOf(page) ?? '');
      expect('polygon' in sent && sent.polygon.length).toBeGreaterThanOrEqual(3);
      expect(new URL(page.url()).searchParams.get('MinLat')).toBeNull();
      await page.locator('path.manzil-area').waitFor();
      await map.getByRole('button', { name: t.redraw }).waitFor();
      await page.locator('.manzil-marker').first().waitFor({ state: 'attached' });
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(SHOTS, `draw-area-${tagOfLook(look)}-map.png`) });
      if (width < 1024) await page.locator('main').getByRole('button', { name: t.list, exact: true }).click();
      await settled(() => titles(page)).toEqual(expectedTitles(language, 'inside'));
      await page.screenshot({ path: path.join(SHOTS, `draw-area-${tagOfLook(look)}-list.png`) });
      if (!look.dark) expect(await seriousViolations(page)).toEqual([]);

      // Shared or reloaded, the URL gives the same results.
      await page.reload();
      await settled(() => titles(page)).toEqual(expectedTitles(language, 'inside'));
      // The results' chip names the drawn area, not the map's box.
      await page.locator('main').getByRole('button', { name: t.chip }).waitFor();

      if (width < 1024) await page.locator('main').getByRole('button', { name: t.map, exact: true }).click();
      await map.getByRole('button', { name: t.clear }).click();
      await settled(() => areaOf(page)).toBeNull();
      await page.locator('path.manzil-area').waitFor({ state: 'detached' });
      if (width < 1024) await page.locator('main').getByRole('button', { name: t.list, exact: true }).click();
      await settled(() => titles(page)).toEqual(expectedTitles(language, 'both').concat().sort());
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
