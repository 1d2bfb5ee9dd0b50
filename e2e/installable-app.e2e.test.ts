import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import * as properties from '#contract/endpoints/properties.js';
import { signIn, type SignedIn } from '../server/test/support/clients/sign-in-flow.js';
import type { Language } from '../contract/common.js';
import { capturing } from './support/looks.js';
import { useSite } from './support/site.js';
import { userStorage } from './support/user-session.js';
import { titled, useCatalogue, type Titles } from './support/catalogue.js';

/**
 * The installable app (issue 31 item 12, ADR 0031): a manifest per language that Chromium accepts,
 * the service worker in control, and offline, the favourites, recently viewed ads and last search
 * results a reader saw, or the offline page for an address never saved.
 */

const SHOTS = path.join(import.meta.dirname, 'screenshots', 'installable-app');

const site = useSite({ MODERATION: 'off' });
const catalogue = useCatalogue(site);
let reader: SignedIn;
let favourite: number;
let viewed: number;

const FAVOURITE = { ar: 'فيلا مفضلة في حي الياسمين', en: 'Favourite villa in Al Yasmin' };
const VIEWED = { ar: 'شقة شوهدت في حي الملقا', en: 'Viewed flat in Al Malqa' };

const TEXTS = {
  ar: { offline: 'لا يوجد اتصال بالإنترنت', favourites: 'المفضلة', recent: 'آخر ما شاهدته' },
  en: { offline: 'You are offline', favourites: 'Favourites', recent: 'Recently viewed' },
} as const;

beforeAll(async () => {
  const ad = async (titles: Titles, price: number) =>
    (await catalogue.save('residence', titled(titles, { price }))).id;
  favourite = await ad(FAVOURITE, 3_100_000);
  viewed = await ad(VIEWED, 870_000);
  reader = await signIn(site.server);
  const saved = await site.server.send(
    properties.setFavorite,
    { body: { propertyId: favourite } },
    { token: reader.token },
  );
  expect(saved.status).toBe(200);
});

const session = (language: Language) => userStorage(reader, language);

async function shot(page: Page, name: string) {
  if (!capturing()) return;
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  lang: string;
  dir: string;
  theme_color: string;
  background_color: string;
  user_preferences: { color_scheme_dark: { theme_color: string; background_color: string } };
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

describe('the installable app', () => {
  it.each(['ar', 'en'] as const)(
    'has a manifest in %s, linked by its pages, with its icons, that Chromium can install',
    async (language) => {
      const response = await fetch(`${site.server.url}/manifest.${language}.webmanifest`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      const manifest = (await response.json()) as Manifest;
      expect(manifest).toMatchObject({
        name:
          language === 'ar' ? 'منزل | عقارات سكنية وصناعية' : 'Manzil | Residential and industrial property',
        short_name: language === 'ar' ? 'منزل' : 'Manzil',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        lang: language,
        dir: language === 'ar' ? 'rtl' : 'ltr',
        theme_color: '#0f5e66',
        background_color: '#f7f5f0',
        user_preferences: { color_scheme_dark: { theme_color: '#0e1a1d', background_color: '#0e1a1d' } },
      });
      const icons = manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`);
      expect(icons).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
      for (const icon of manifest.icons) {
        const file = await fetch(`${site.server.url}${icon.src}`);
        expect(file.headers.get('content-type')).toBe('image/png');
        const { width, height } = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
        expect(`${width}x${height}`).toBe(icon.sizes);
      }

      const { context, page, consoleErrors } = await site.open({
        storage: { language },
        serviceWorkers: 'allow',
      });
      try {
        await page.goto('/');
        expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
          `/manifest.${language}.webmanifest`,
        );
        expect(await page.locator('meta[name="theme-color"]').evaluateAll((metas) => metas.length)).toBe(2);
        const cdp = await context.newCDPSession(page);
        const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
        expect(parsed.url).toBe(`${site.server.url}/manifest.${language}.webmanifest`);
        expect(parsed.errors).toEqual([]);
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string }[];
        };
        // A test's browser context is an incognito one, which Chromium never installs into.
        expect(
          installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
        ).toEqual([]);
        expect(consoleErrors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  const looks = (['ar', 'en'] as const).flatMap((language) =>
    ([390, 1280] as const).map((width) => ({ language, width })),
  );

  it.each(looks)(
    'offline ($language, $width px): favourites, recently viewed and the last search open; an unsaved page says it is offline',
    async ({ language, width }) => {
      const tag = `${language}-${width}`;
      const { context, page, consoleErrors } = await site.open({
        width,
        storage: session(language),
        serviceWorkers: 'allow',
      });
      try {
        await page.goto('/');
        const active = await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return registration.active?.scriptURL ?? null;
        });
        expect(active).toBe(`${site.server.url}/firebase-messaging-sw.js`);
        // Online, a reader opens an ad, their favourites, what they viewed and a search.
        await page.goto(`/Property/${viewed}`);
        await page.getByRole('heading', { level: 1, name: VIEWED[language] }).waitFor();
        await page.goto('/Favorite');
        await page.getByRole('article').filter({ hasText: FAVOURITE[language] }).waitFor();
        await page.goto('/recently-viewed');
        await page.getByRole('article').filter({ hasText: VIEWED[language] }).waitFor();
        const search = '/search?Category=1&MaxPrice=1000000';
        await page.goto(search);
        await page.getByRole('article').filter({ hasText: VIEWED[language] }).waitFor();
        expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

        await context.setOffline(true);
        await page.reload();
        await page.getByRole('article').filter({ hasText: VIEWED[language] }).waitFor();
        await shot(page, `search-offline-${tag}`);

        await page.goto('/Favorite');
        await page.getByRole('article').filter({ hasText: FAVOURITE[language] }).waitFor();
        await shot(page, `favourites-offline-${tag}`);

        await page.goto('/recently-viewed');
        await page.getByRole('article').filter({ hasText: VIEWED[language] }).waitFor();

        // The offline page's "last search results": the last search saved on this device.
        await page.goto('/search');
        expect(page.url()).toBe(`${site.server.url}${search}`);
        await page.getByRole('article').filter({ hasText: VIEWED[language] }).waitFor();
        expect(await page.getByRole('article').filter({ hasText: FAVOURITE[language] }).count()).toBe(0);

        // Never opened online: the offline page, in the reader's language, with the way back.
        for (const dark of [false, true]) {
          await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
          // A plain navigation: the offline page has no app to wait for.
          await page.evaluate(() => window.location.assign('/about'));
          await page.waitForURL('**/about');
          const heading = page.getByRole('heading', { level: 1, name: TEXTS[language].offline });
          await heading.waitFor();
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
          expect(
            await page.getByRole('link', { name: TEXTS[language].favourites }).getAttribute('href'),
          ).toBe('/Favorite');
          expect(await page.getByRole('link', { name: TEXTS[language].recent }).isVisible()).toBe(true);
          await shot(page, `offline-page-${tag}-${dark ? 'dark' : 'light'}`);
        }
        // Offline, what was never saved fails to load: the notifications' answers, and code no screen
        // loaded online (the toast that would say so).
        const unsaved = /^(Failed to load resource: net::|Failed to fetch dynamically imported module: )/;
        expect(consoleErrors.filter((text) => !unsaved.test(text))).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
