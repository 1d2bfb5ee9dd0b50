import path from 'node:path';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { priceChanges, properties } from '../server/db/schema/index.js';
import { seriousViolations } from './support/axe.js';
import { looksToCheck, tagOfLook } from './support/looks.js';
import { useSite } from './support/site.js';
import { titled, useCatalogue, type Titles } from './support/catalogue.js';

/**
 * The price chart and the facts grid of a property page (issue 31, item 7): a chart whose price axis
 * has labels and starts at 0, whose time axis names distinct dates only, and a facts grid without a
 * bare cell at any width.
 */

const site = useSite({ MODERATION: 'off' });
const catalogue = useCatalogue(site);
let sameDay: number;
let overWeeks: number;

const SAME_DAY = { ar: 'فيلا تغيّر سعرها مرتين في يوم', en: 'Villa repriced twice in a day' };
const OVER_WEEKS = { ar: 'شقة تغيّر سعرها على أسابيع', en: 'Flat repriced over weeks' };
const DAY_MS = 24 * 3600 * 1000;

beforeAll(async () => {
  const { l } = catalogue;
  const save = async (titles: Titles, fields: Record<string, unknown>) =>
    (await catalogue.save('residence', titled(titles, fields))).id;
  // 8 facts: 3 columns would leave a cell bare.
  const villa = { area: 450, bedrooms: 5, livingRooms: 2, facade: 'north' };
  sameDay = await save(SAME_DAY, { ...villa, price: 1_000_000 });
  // Two cuts the same morning, 3.7 % in all.
  site.server.clock.advance(300);
  await save(SAME_DAY, { ...villa, id: sameDay, price: 980_000 });
  site.server.clock.advance(300);
  await save(SAME_DAY, { ...villa, id: sameDay, price: 963_000 });

  const flat = { area: 180, bedrooms: 3, propertyTypeId: l.id('propertytype', 'apartment') };
  overWeeks = await save(OVER_WEEKS, { ...flat, price: 1_200_000 });
  await save(OVER_WEEKS, { ...flat, id: overWeeks, price: 1_150_000 });
  await save(OVER_WEEKS, { ...flat, id: overWeeks, price: 1_100_000 });
  // Weeks pass between the changes (a session does not last that long, so the dates are moved back).
  const now = site.server.clock.now().getTime();
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);
  await site.server.deps.db
    .update(properties)
    .set({ publishedAt: daysAgo(30), createdAt: daysAgo(30) })
    .where(eq(properties.id, overWeeks));
  const changes = await site.server.deps.db
    .select({ id: priceChanges.id })
    .from(priceChanges)
    .where(eq(priceChanges.propertyId, overWeeks))
    .orderBy(priceChanges.id);
  for (const [turn, change] of changes.entries()) {
    await site.server.deps.db
      .update(priceChanges)
      .set({ changedAt: daysAgo(21 - 12 * turn) })
      .where(eq(priceChanges.id, change.id));
  }
}, 60_000);

const prices = (page: Page) => page.locator('section[aria-labelledby="price-title"]');

/** The chart's dots, as fractions of its height from the top. */
const dotHeights = (page: Page) =>
  page
    .locator('svg[data-price-chart] [data-price-dot]')
    .evaluateAll((dots) =>
      dots.map((dot) => Number(/,([\d.]+)/.exec(dot.getAttribute('d') ?? '')?.[1]) / 160),
    );

/** For each row of the facts grid, how far its cells fall short of the grid's width (px). */
const rowGaps = (page: Page) =>
  page.locator('section[aria-labelledby="facts-title"] dl').evaluate((list) => {
    const box = list.getBoundingClientRect();
    const rows = new Map<number, number>();
    for (const cell of Array.from(list.children)) {
      const rect = cell.getBoundingClientRect();
      const top = Math.round(rect.top);
      rows.set(top, (rows.get(top) ?? 0) + rect.width);
    }
    return [...rows.values()].map((width) => Math.round(box.width - 2 - width));
  });

describe('the price chart and the facts grid', () => {
  for (const look of looksToCheck()) {
    const { language, width, dark } = look;
    it(`price-chart-${tagOfLook(look)}: price axis from 0 with labels, one date for one day, no bare fact cell`, async () => {
      const { context, page, consoleErrors } = await site.open({
        width,
        dark,
        storage: { language },
      });
      await page.goto(`/RecidenceDetailes/${sameDay}`);
      await page.getByRole('heading', { level: 1, name: SAME_DAY[language] }).waitFor();
      await prices(page).scrollIntoViewIfNeeded();
      await page.locator('svg[data-price-chart]').waitFor();

      // The price axis: labelled, from 0 to a round 1,000,000.
      const ticks = page.locator('[data-price-axis] [data-price-tick]');
      expect(
        await ticks.evaluateAll((spans) => spans.map((span) => span.getAttribute('data-price-tick'))),
      ).toEqual(['0', '250000', '500000', '750000', '1000000']);
      expect((await ticks.last().innerText()).replace(/\s/g, ' ')).toBe(language === 'ar' ? '1 مليون' : '1M');
      // A 3.7 % drop is a small step near the top, not the chart's whole height.
      const heights = await dotHeights(page);
      expect(heights).toHaveLength(3);
      expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(0.06);
      expect(Math.max(...heights)).toBeLessThan(0.15);
      // Everything happened on one day: one date under the chart, and the rows tell the times apart.
      const dates = await page.locator('[data-price-dates] span').allInnerTexts();
      expect(dates).toHaveLength(1);
      const rows = await page.locator('tr[data-price-change] td:first-child').allInnerTexts();
      expect(rows).toHaveLength(3);
      expect(new Set(rows).size).toBe(3);
      for (const row of rows) expect(row.split('\n')[0]).toBe(dates[0]);

      // 8 facts in 2 or 3 columns: every row of the grid is full.
      const facts = page.locator('section[aria-labelledby="facts-title"]');
      expect(await facts.locator('dt').allInnerTexts()).toHaveLength(8);
      expect((await rowGaps(page)).every((gap) => Math.abs(gap) <= 2)).toBe(true);

      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      await prices(page).screenshot({
        path: path.join(import.meta.dirname, 'screenshots', `price-chart-${tagOfLook(look)}.png`),
      });
      await facts.screenshot({
        path: path.join(import.meta.dirname, 'screenshots', `price-facts-${tagOfLook(look)}.png`),
      });
      if (!dark) {
        expect(await seriousViolations(page, 'section[aria-labelledby="price-title"]')).toEqual([]);
        expect(await seriousViolations(page, 'section[aria-labelledby="facts-title"]')).toEqual([]);
      }

      // Changes on different days: the first and last dates at the two ends.
      await page.goto(`/RecidenceDetailes/${overWeeks}`);
      await page.getByRole('heading', { level: 1, name: OVER_WEEKS[language] }).waitFor();
      await prices(page).scrollIntoViewIfNeeded();
      const ends = await page.locator('[data-price-dates] span').allInnerTexts();
      expect(ends).toHaveLength(2);
      expect(ends[0]).not.toBe(ends[1]);
      const days = await page.locator('tr[data-price-change] td:first-child').allInnerTexts();
      expect([days[0], days.at(-1)]).toEqual(ends);
      expect((await rowGaps(page)).every((gap) => Math.abs(gap) <= 2)).toBe(true);
      await prices(page).screenshot({
        path: path.join(import.meta.dirname, 'screenshots', `price-chart-weeks-${tagOfLook(look)}.png`),
      });
      // The map's tiles cannot load here (no internet); nothing else may fail.
      expect(consoleErrors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
      await context.close();
    });
  }
});
