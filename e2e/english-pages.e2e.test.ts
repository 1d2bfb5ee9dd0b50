import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { properties as propertyTable } from '../server/db/schema/index.js';
import {
  createAd,
  industryBody,
  loadLookups,
  residenceBody,
} from '../server/test/support/fixtures/catalogue-fixtures.js';
import { signIn } from '../server/test/support/clients/sign-in-flow.js';
import { adminEnv } from '../server/test/support/fixtures/staff-fixtures.js';
import { useSite } from './support/site.js';
import { openBackOffice } from './support/back-office.js';

/**
 * Issue 21: an English page is English. Every visible text of the public pages and the back-office
 * home in English is checked for Arabic letters, except what people wrote (ad titles, descriptions,
 * names: marked `data-user-content` or `lang="ar"`). The tab's title is English too, languages are
 * named, districts are in English. Screenshots go to e2e/screenshots/english-pages.
 */

const site = useSite({ MODERATION: 'false', ...adminEnv });
let residenceId: number;
let industryId: number;
const shotsDir = path.join(import.meta.dirname, 'screenshots', 'english-pages');

beforeAll(async () => {
  const owner = await signIn(site.server);
  const lookups = await loadLookups(site.server);
  // An Arabic-only ad: its title and description are the owner's words, its district has an English name.
  const residence = await createAd(
    site.server,
    owner.token,
    'residence',
    residenceBody(lookups, {
      titleEn: null,
      district: 'النرجس',
      address: 'شارع الأمير سلطان، حي النرجس، الرياض',
      isFeatured: true,
    }),
  );
  residenceId = residence.id;
  await site.server.deps.db
    .update(propertyTable)
    .set({ districtEn: 'Al Narjis', isFeatured: true })
    .where(eq(propertyTable.id, residenceId));
  // A district typed in Arabic with no English name stored: shown by its known English name.
  industryId = (
    await createAd(site.server, owner.token, 'industry', industryBody(lookups, { district: 'السلي' }))
  ).id;
  await mkdir(shotsDir, { recursive: true });
});

/** Visible texts with an Arabic letter outside what people wrote, with the element that holds them. */
async function arabicOutsideUserContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const arabic = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement;
      if (!text || !element || !arabic.test(text)) continue;
      if (element.closest('[data-user-content], [lang="ar"], script, style, noscript, template')) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const shown = box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
      const screenReader = element.closest('.sr-only') !== null;
      if (shown || screenReader) found.push(`<${element.tagName.toLowerCase()}> ${text}`);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (element.closest('[data-user-content], [lang="ar"]')) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value && arabic.test(value)) found.push(`<${element.tagName.toLowerCase()} ${name}> ${value}`);
      }
    }
    return found;
  });
}

const PUBLIC_PAGES = () => [
  '/',
  '/recidence',
  '/industry',
  '/AllFeatureProperty',
  '/search',
  `/RecidenceDetailes/${residenceId}`,
  `/IndustryDetailes/${industryId}`,
  '/Agents',
  '/about',
  '/trust',
  '/contact-us',
  '/privacy',
  '/terms',
  '/register',
  '/no-such-page',
];

describe('English pages in English', () => {
  it('no public page shows Arabic outside what people wrote, and the tab title is English', async () => {
    const { context, page } = await site.open({
      storage: { language: 'en', lang: 'en' },
    });
    const leaks: string[] = [];
    for (const url of PUBLIC_PAGES()) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      for (const leak of await arabicOutsideUserContent(page)) leaks.push(`${url}: ${leak}`);
      const title = await page.title();
      if (/[\u0600-\u06FF]/.test(title) && !url.includes('Detailes')) leaks.push(`${url}: <title> ${title}`);
    }
    expect(leaks).toEqual([]);
    await context.close();
  }, 240_000);

  it('the details page names its district in English and does not repeat the address', async () => {
    const { context, page } = await site.open({
      storage: { language: 'en', lang: 'en' },
    });
    await page.goto(`/RecidenceDetailes/${residenceId}`);
    const location = page.locator('section', { has: page.getByRole('heading', { name: 'Location' }) });
    const place = await location.first().innerText();
    expect(place).toContain('Al Narjis');
    expect(place.match(/Al Narjis/g)).toHaveLength(1);
    expect(place.match(/Riyadh,/g)?.length ?? 0).toBeLessThanOrEqual(1);
    await page.goto(`/IndustryDetailes/${industryId}`);
    expect(await page.locator('main').innerText()).toContain('Al Sulay');
    await context.close();
  });

  it('the back-office home greets in English, its role named in English', async () => {
    const { context, page } = await openBackOffice(site, { language: 'en' });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Super admin' }).waitFor();
    // The figures are in (the most viewed ads may name an Arabic-only ad: the owner's words).
    await page.getByRole('heading', { name: 'Most viewed ads' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('Your role: Super admin').count()).toBe(1);
    expect(await arabicOutsideUserContent(page)).toEqual([]);
    expect(await page.title()).not.toMatch(/[\u0600-\u06FF]/);
    await page.screenshot({ path: path.join(shotsDir, 'dashboard-home-en-1280-light.png'), fullPage: true });
    await context.close();
  });

  it('the Arabic back-office names the default super-admin in Arabic', async () => {
    const { context, page } = await openBackOffice(site, { language: 'ar' });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'مرحبًا، مدير عام' }).waitFor();
    expect(await page.getByText('Super admin').count()).toBe(0);
    await context.close();
  });

  it('screenshots: details and lists in both languages, 390 and 1280, light and dark', async () => {
    for (const language of ['en', 'ar'] as const) {
      for (const width of [390, 1280]) {
        for (const dark of [false, true]) {
          const { context, page } = await site.open({
            width,
            dark,
            storage: { language, lang: language },
          });
          const tag = `${language}-${width}-${dark ? 'dark' : 'light'}`;
          await page.goto(`/RecidenceDetailes/${residenceId}`);
          await page.screenshot({ path: path.join(shotsDir, `details-${tag}.png`), fullPage: true });
          await page.goto('/recidence');
          await page.waitForLoadState('networkidle');
          await page.screenshot({ path: path.join(shotsDir, `list-${tag}.png`), fullPage: true });
          await context.close();
        }
      }
    }
  }, 300_000);
});
