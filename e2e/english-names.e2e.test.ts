import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as savedSearchesApi from '../contract/endpoints/saved-searches.js';
import {
  createAd,
  loadLookups,
  residenceBody,
  type Lookups,
} from '../server/test/support/fixtures/catalogue-fixtures.js';
import { signIn, type SignedIn } from '../server/test/support/clients/sign-in-flow.js';
import { startTestServer, type TestServer } from '../server/test/support/servers/test-server.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, openPage } from './support/browser.js';
import { looksToCheck, tagOfLook } from './support/looks.js';
import { servePlainTiles } from './support/map-tiles.js';

/**
 * English pages in English (issue 31, item 9): the licence's advertiser type, a saved search's name
 * made from its filters (saved on an Arabic page, read on an English one) and a district typed in
 * Arabic only ("النرجس" reads "Al Narjis", not "Al Narajas").
 */

let server: TestServer;
let browser: Browser;
let l: Lookups;
let owner: SignedIn;
let ad: number;
/** The name the Arabic save dialog offered, as stored. */
let arabicName: string;

const TYPED = 'فلل قريبة من المدرسة';
const TITLE = { ar: 'فيلا في حي كتبه مالكه بالعربية', en: 'Villa whose owner wrote its district in Arabic' };

const session = (user: SignedIn, language: string): Record<string, string> => ({
  Token: user.token,
  refreshToken: user.refreshToken,
  userInfoId: user.userId,
  language,
});

beforeAll(async () => {
  server = await startTestServer({ MODERATION: 'off' });
  browser = await launchBrowser();
  l = await loadLookups(server);
  owner = await signIn(server);
  // 72…: valid at the development verifier, an individual advertiser.
  ad = (
    await createAd(
      server,
      owner.token,
      'residence',
      residenceBody(l, {
        titleAr: TITLE.ar,
        titleEn: TITLE.en,
        district: 'النرجس',
        adLicenseNumber: '7200004321',
      }),
    )
  ).id;
  // The owner saves a search on an Arabic page, keeping the name the dialog offers.
  const { context, page } = await openPage(browser, server.url, { storage: session(owner, 'ar') });
  await servePlainTiles(page);
  await page.goto(
    `/search?Category=1&TransactionTypeId=${l.id('transactiontype', 'sale')}&RegionId=${l.id('region', 'region:riyadh')}&CityId=${l.id('region', 'city:riyadh')}`,
  );
  await page.getByRole('button', { name: 'حفظ البحث' }).click();
  const dialog = page.getByRole('dialog');
  await page.waitForFunction(() =>
    document.querySelector<HTMLInputElement>('dialog[open] input')?.value.includes('الرياض'),
  );
  arabicName = await dialog.getByRole('textbox').inputValue();
  await dialog.getByRole('button', { name: 'حفظ البحث' }).click();
  await dialog.getByText(/حُفظ البحث/).waitFor();
  await context.close();
  // And one under a name of their own.
  const typed = await server.send(
    savedSearchesApi.createSavedSearch,
    { body: { name: TYPED, filters: { CityId: l.id('region', 'city:riyadh') }, frequency: 'daily' } },
    { token: owner.token },
  );
  expect(typed.status).toBe(201);
}, 300_000);
afterAll(async () => {
  await browser.close();
  await server.close();
});

describe('names on English pages', () => {
  for (const look of looksToCheck()) {
    const { language, width, dark } = look;
    it(`english-names-${tagOfLook(look)}: advertiser type, saved-search name, district`, async () => {
      const { context, page, consoleErrors } = await openPage(browser, server.url, {
        width,
        dark,
        storage: session(owner, language),
      });
      await servePlainTiles(page);
      await page.goto(`/RecidenceDetailes/${ad}`);
      await page.getByRole('heading', { level: 1, name: TITLE[language] }).waitFor();
      const licence = page.locator('section[aria-labelledby="licence-title"]');
      await licence.scrollIntoViewIfNeeded();
      const type = licence.locator('div', {
        has: page.getByText(language === 'ar' ? 'نوع المعلن' : 'Advertiser type', { exact: true }),
      });
      expect(await type.locator('dd').innerText()).toBe(language === 'ar' ? 'فرد' : 'Individual');
      const main = await page.locator('main').innerText();
      if (language === 'en') {
        expect(main).toContain('Al Narjis');
        expect(main).not.toContain('Narajas');
      } else expect(main).toContain('النرجس');
      await licence.screenshot({
        path: path.join(import.meta.dirname, 'screenshots', `english-names-licence-${tagOfLook(look)}.png`),
      });

      await page.goto('/saved-searches');
      // Each card's name (its delete dialog has a heading of its own).
      const names = page.locator('main li h2[dir="auto"]');
      // A generated name is written in the page's language once the lookups have loaded.
      const generatedName = language === 'ar' ? arabicName : 'Residential · Sale · Riyadh';
      await expect.poll(() => names.allInnerTexts()).toContain(generatedName);
      const shown = await names.allInnerTexts();
      expect(shown).toHaveLength(2);
      expect(shown).toContain(TYPED);
      if (language === 'en') {
        expect(shown.filter((name) => name !== TYPED).join(' ')).not.toMatch(/[\u0600-\u06FF]/);
      }
      await page.screenshot({
        path: path.join(import.meta.dirname, 'screenshots', `english-names-saved-${tagOfLook(look)}.png`),
        fullPage: true,
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      if (!dark) expect(await seriousViolations(page)).toEqual([]);
      expect(consoleErrors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
      await context.close();
    });
  }
});
