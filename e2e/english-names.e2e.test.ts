import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as savedSearchesApi from '../contract/endpoints/saved-searches.js';
import { seriousViolations } from './support/axe.js';
import { looksToCheck, tagOfLook } from './support/looks.js';
import { servePlainTiles } from './support/map-tiles.js';
import { useSite } from './support/site.js';
import { titled, useCatalogue } from './support/catalogue.js';
import { userStorage } from './support/user-session.js';

/**
 * English pages in English (issue 31, item 9): the licence's advertiser type, a saved search's name
 * made from its filters (saved on an Arabic page, read on an English one) and a district typed in
 * Arabic only ("النرجس" reads "Al Narjis", not "Al Narajas").
 */

const site = useSite({ MODERATION: 'off' });
const catalogue = useCatalogue(site);
let ad: number;
/** The name the Arabic save dialog offered, as stored. */
let arabicName: string;

const TYPED = 'فلل قريبة من المدرسة';
const TITLE = {
  ar: 'فيلا في حي كتبه مالكه بالعربية',
  en: 'Villa whose owner wrote its district in Arabic',
};

beforeAll(async () => {
  const { l, owner } = catalogue;
  // 72…: valid at the development verifier, an individual advertiser.
  ad = (
    await catalogue.save('residence', titled(TITLE, { district: 'النرجس', adLicenseNumber: '7200004321' }))
  ).id;
  // The owner saves a search on an Arabic page, keeping the name the dialog offers.
  const { context, page } = await site.open({ storage: userStorage(owner, 'ar') });
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
  const typed = await site.server.send(
    savedSearchesApi.createSavedSearch,
    { body: { name: TYPED, filters: { CityId: l.id('region', 'city:riyadh') }, frequency: 'daily' } },
    { token: owner.token },
  );
  expect(typed.status).toBe(201);
}, 300_000);

describe('names on English pages', () => {
  for (const look of looksToCheck()) {
    const { language, width, dark } = look;
    it(`english-names-${tagOfLook(look)}: advertiser type, saved-search name, district`, async () => {
      const { context, page, consoleErrors } = await site.open({
        width,
        dark,
        storage: userStorage(catalogue.owner, language),
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
