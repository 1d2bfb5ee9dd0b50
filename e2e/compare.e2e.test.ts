import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../contract/common.js';
import { seriousViolations } from './support/axe.js';
import { openReader, type ReaderOptions } from './support/reader-page.js';
import { looksToCheck, tagOfLook } from './support/looks.js';
import { useSite } from './support/site.js';
import { titled, useCatalogue, type Titles } from './support/catalogue.js';

/**
 * Compare (cards → tray → /compare?ids=a,b, and the shared address opened fresh), recently viewed (a
 * visitor's last opened ads on home, newest first) and the price history of an ad whose owner changed
 * its price (ADR 0023).
 */

const site = useSite({ MODERATION: 'off' });
const catalogue = useCatalogue(site);
let villa: number;
let flat: number;
let repriced: number;

const VILLA = { ar: 'فيلا للمقارنة في النرجس', en: 'Villa to compare in Al Narjis' };
const FLAT = { ar: 'شقة للمقارنة في الملقا', en: 'Flat to compare in Al Malqa' };
const REPRICED = { ar: 'فيلا خفض مالكها سعرها', en: 'Villa whose owner lowered its price' };

beforeAll(async () => {
  const ad = async (titles: Titles, overrides: Record<string, unknown>) =>
    (await catalogue.save('residence', titled(titles, overrides))).id;
  villa = await ad(VILLA, { price: 2_500_000, area: 450, bedrooms: 5 });
  flat = await ad(FLAT, { price: 1_200_000, area: 200, bedrooms: 3, district: 'الملقا' });
  repriced = await ad(REPRICED, { price: 1_000_000, area: 500 });
  // The owner edits the published ad's price through the API, as the edit form does.
  site.server.clock.advance(60);
  await catalogue.save('residence', titled(REPRICED, { id: repriced, price: 900_000, area: 500 }));
});

const open = (options: ReaderOptions = {}) => openReader(site, options);

const card = (page: Page, title: string) => page.getByRole('article').filter({ hasText: title });

/** The texts of one row of the comparison, one per ad, in the ads' order. */
const rowCells = (page: Page, key: string) => page.locator(`tr[data-row="${key}"] td`).allInnerTexts();

async function expectAligned(page: Page, language: Language) {
  const table = page.getByRole('region', { name: language === 'ar' ? 'مقارنة الإعلانات' : 'Compare ads' });
  await table.waitFor();
  expect(await table.locator('thead th a').allInnerTexts()).toEqual([VILLA[language], FLAT[language]]);
  const price = await rowCells(page, 'price');
  expect(price.map((text) => text.replace(/[^\d,]/g, ''))).toEqual(['2,500,000', '1,200,000']);
  // 2,500,000 / 450 m² and 1,200,000 / 200 m².
  const perMetre = await rowCells(page, 'pricePerMetre');
  expect(perMetre.map((text) => text.replace(/[^\d,]/g, ''))).toEqual(['5,556', '6,000']);
  // Every row holds one cell per ad.
  const rows = await page.locator('tbody tr').count();
  expect(rows).toBeGreaterThan(4);
  expect(await page.locator('tbody td').count()).toBe(rows * 2);
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('compare two ads', () => {
  for (const look of looksToCheck()) {
    const { language, width, dark } = look;
    it(`compare-${tagOfLook(look)}: two cards toggled, the tray opens /compare?ids=a,b, facts aligned; the shared link shows the same`, async () => {
      const { context, page, consoleErrors } = await open({ language, width, dark });
      await page.goto('/recidence');
      const add = language === 'ar' ? 'أضف إلى المقارنة' : 'Add to comparison';
      const remove = language === 'ar' ? 'أزل من المقارنة' : 'Remove from comparison';
      for (const title of [VILLA[language], FLAT[language]]) {
        const button = card(page, title).getByRole('button', { name: add });
        await button.click();
        await card(page, title).getByRole('button', { name: remove }).waitFor();
      }
      const tray = page.getByRole('complementary', {
        name: language === 'ar' ? 'قارن الإعلانات المختارة' : 'Compare the chosen ads',
      });
      await tray.getByRole('link', { name: language === 'ar' ? 'قارن (2)' : 'Compare (2)' }).click();
      await page.waitForURL(`**/compare?ids=${villa},${flat}`);
      await expectAligned(page, language);
      if (width === 390) expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({
        path: path.join(import.meta.dirname, 'screenshots', `compare-${tagOfLook(look)}.png`),
        fullPage: true,
      });
      if (!dark) expect(await seriousViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      const shared = page.url();
      await context.close();

      // The address is the comparison: a fresh device (nothing picked) shows the same two ads.
      const fresh = await open({ language, width, dark });
      await fresh.page.goto(shared);
      await expectAligned(fresh.page, language);
      if (width === 390) expect(await noSidewaysScroll(fresh.page)).toBeLessThanOrEqual(0);
      expect(fresh.consoleErrors).toEqual([]);
      await fresh.context.close();
    });
  }
});

describe('recently viewed', () => {
  it('a visitor who opened two ads sees them on home, newest first', async () => {
    const { context, page } = await open({ language: 'en' });
    for (const id of [villa, flat]) {
      await page.goto(`/RecidenceDetailes/${id}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    await page.goto('/');
    const section = page.locator('section[aria-labelledby="home-recently-viewed"]');
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => section.getByRole('article').count()).toBe(2);
    const titles = await section.getByRole('article').getByRole('heading').allInnerTexts();
    expect(titles).toEqual([FLAT.en, VILLA.en]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: path.join(import.meta.dirname, 'screenshots', 'compare-recently-viewed-home-en-1280.png'),
      fullPage: true,
    });
    await context.close();
  });
});

describe('price history', () => {
  for (const language of ['ar', 'en'] as const) {
    it(`(${language}) the details of an ad whose owner lowered its price show the chart and both prices`, async () => {
      const { context, page, consoleErrors } = await open({ language, width: 390 });
      await page.goto(`/RecidenceDetailes/${repriced}`);
      await page.getByRole('heading', { level: 1, name: REPRICED[language] }).waitFor();
      const prices = page.locator('section[aria-labelledby="price-title"]');
      await prices.scrollIntoViewIfNeeded();
      await prices
        .getByRole('img', {
          name: language === 'ar' ? /مخطط/ : 'Chart of the ad’s price over time',
        })
        .waitFor();
      const changes = prices.locator('tr[data-price-change]');
      await expect.poll(() => changes.count()).toBe(2);
      const [first, second] = await changes.allInnerTexts();
      expect(first?.replace(/[^\d,]/g, '')).toContain('1,000,000');
      expect(second?.replace(/[^\d,]/g, '')).toContain('900,000');
      expect(second).toMatch(language === 'ar' ? /انخفض 10(\.0)?%/ : /Down 10(\.0)?%/);
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
      await prices.screenshot({
        path: path.join(import.meta.dirname, 'screenshots', `compare-price-history-${language}-390.png`),
      });
      expect(await seriousViolations(page, 'section[aria-labelledby="price-title"]')).toEqual([]);
      // The map's tiles cannot load here (no internet); nothing else may fail.
      expect(consoleErrors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
      await context.close();
    });
  }
});
