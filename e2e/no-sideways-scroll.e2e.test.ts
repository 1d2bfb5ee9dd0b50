import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../server/db/schema/index.js';
import { seedDemoCatalogue } from '../server/db/seed/demo-catalogue.js';
import type { Language } from '../contract/common.js';
import { useSite } from './support/site.js';

const site = useSite();
const paths: string[] = [];

async function publishedAd(category: 1 | 2): Promise<number> {
  const [ad] = await site.server.deps.db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.category, category), eq(properties.status, 'published')))
    .limit(1);
  if (!ad) throw new Error(`no published ad of category ${category}`);
  return ad.id;
}

beforeAll(async () => {
  await seedDemoCatalogue(site.server.deps);
  paths.push(
    '/',
    '/recidence',
    '/industry',
    '/AllFeatureProperty',
    '/search',
    `/RecidenceDetailes/${await publishedAd(1)}`,
    `/IndustryDetailes/${await publishedAd(2)}`,
    '/Agents',
    '/contact-us',
    '/about',
    '/trust',
    '/privacy',
    '/terms',
    '/register',
    '/Favorite',
    '/no-such-page',
  );
});

const WIDTHS = [320, 390, 1280];

/** How far the page reaches past the window's inline end, and the outermost element that does it. */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const excess = root.scrollWidth - window.innerWidth;
    if (excess <= 0) return null;
    // Inside a row that scrolls (or clips) on its own, an element adds nothing to the page's width.
    const inScroller = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprit = [...document.body.querySelectorAll('*')].find((element) => {
      const box = element.getBoundingClientRect();
      // A visually hidden element (1 × 1 px, clipped) reaches no further than its clip.
      const reaches =
        box.width > 1 && box.height > 1 && (box.right > window.innerWidth + 0.5 || box.left < -0.5);
      return reaches && !inScroller(element);
    });
    const name = culprit
      ? `${culprit.tagName.toLowerCase()}.${[...culprit.classList].slice(0, 6).join('.')}`
      : 'unknown';
    return `${excess}px by ${name}`;
  });
}

describe('no public page scrolls sideways', () => {
  it.each<Language>(['ar', 'en'])(
    'in %s at 320, 390 and 1280 px: the page is never wider than the window',
    async (language) => {
      const { context, page } = await site.open({
        width: WIDTHS[0],
        storage: { language, lang: language },
      });
      const wider: string[] = [];
      for (const path of paths) {
        await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: 800 });
        await page.goto(path);
        // Sections below the fold are laid out too, as a reader who scrolled would see them.
        await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
          const overflow = await overflowOf(page);
          if (overflow) wider.push(`${path} at ${width} px: ${overflow}`);
        }
      }
      expect(wider).toEqual([]);
      await context.close();
    },
  );
});
