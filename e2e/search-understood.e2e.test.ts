import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../contract/common.js';
import { useCatalogue } from './support/catalogue.js';
import { capturing, looksToCheck, tagOfLook, type Look } from './support/looks.js';
import { servePlainTiles } from './support/map-tiles.js';
import { openReader, realErrors } from './support/reader-page.js';
import { screenProblems } from './support/screen-checks.js';
import { screenshotPath } from './support/screenshots.js';
import { useSite } from './support/site.js';

/**
 * Issue 33 item 1: /search reads its words as filters and shows them as chips; removing one takes its
 * words out, and a link searches all the words as text (docs/decisions/0036-query-understanding.md).
 * Arabic words on the Arabic site, English ones on the English site.
 */
const site = useSite({ MODERATION: 'off' });
const catalogue = useCatalogue(site);

const TITLES = {
  cheap: { ar: 'فيلا مع حديقة', en: 'Villa with a garden' },
  dear: { ar: 'فيلا دورين', en: 'Two-storey villa' },
  jeddah: { ar: 'فيلا على البحر', en: 'Villa by the sea' },
};

const TEXT = {
  ar: {
    query: 'فيلا للبيع في الرياض تحت مليونين',
    withoutPrice: 'فيلا للبيع في الرياض',
    heading: 'فهمنا من بحثك:',
    chips: ['فيلا', 'بيع', 'الرياض', '≤ 2,000,000'],
    remove: (label: string) => `إزالة «${label}» من البحث`,
    asText: 'ابحث عن هذه الكلمات كنص',
    understand: 'افهم الكلمات كعوامل تصفية',
    rich: 'شقة 3 غرف حي النرجس مساحة 200 متر مطبخ راكب',
    richChips: ['شقة', '3+ غرف', 'حي النرجس', '≥ 200 م²'],
    richWords: 'والكلمات «مطبخ راكب»',
  },
  en: {
    query: 'villa for sale in riyadh under 2m',
    withoutPrice: 'villa for sale in riyadh',
    heading: 'We understood:',
    chips: ['Villa', 'Sale', 'Riyadh', '≤ 2,000,000'],
    remove: (label: string) => `Remove “${label}” from the search`,
    asText: 'Search these words as text',
    understand: 'Read the words as filters',
    rich: 'apartment 3 bedrooms in riyadh over 200 sqm fitted kitchen',
    richChips: ['Apartment', '3+ bedrooms', 'Riyadh', '≥ 200 m²'],
    richWords: 'and the words “fitted kitchen”',
  },
} satisfies Record<Language, unknown>;

beforeAll(async () => {
  const jeddah = {
    regionId: catalogue.l.id('region', 'region:makkah'),
    cityId: catalogue.l.id('region', 'city:jeddah'),
  };
  const titled = (titles: { ar: string; en: string }) => ({ titleAr: titles.ar, titleEn: titles.en });
  await catalogue.save('residence', { ...titled(TITLES.cheap), price: 1_800_000 });
  await catalogue.save('residence', { ...titled(TITLES.dear), price: 2_500_000 });
  await catalogue.save('residence', { ...titled(TITLES.jeddah), ...jeddah, price: 1_500_000 });
});

const settled = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
const cardTitles = async (page: Page) => (await page.locator('main article h3').allTextContents()).sort();
const query = (page: Page) => new URL(page.url()).searchParams;

/** /search for these words as a reader of `look` sees it, with its chips once they all show. */
async function searchFor(look: Look, words: string, labels: readonly string[]) {
  const opened = await openReader(site, { width: look.width, dark: look.dark, language: look.language });
  await servePlainTiles(opened.page);
  await opened.page.goto(`/search?Query=${encodeURIComponent(words)}`);
  const chips = opened.page.getByTestId('understood');
  const t = TEXT[look.language];
  for (const label of labels) await chips.getByRole('button', { name: t.remove(label) }).waitFor();
  return { ...opened, chips };
}

/** Once the page is still: its picture (when captured), and no overflow, nor axe findings in light. */
async function checkScreen(page: Page, look: Look, name: string) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  if (capturing())
    await page.screenshot({ path: screenshotPath(`${name}-${tagOfLook(look)}`, 'understood') });
  expect(await screenProblems(page, tagOfLook(look), { axe: !look.dark })).toEqual([]);
}

describe('/search: what the words were read as', () => {
  for (const look of looksToCheck()) {
    const t = TEXT[look.language];
    const title = (name: keyof typeof TITLES) => TITLES[name][look.language];

    it(`${tagOfLook(look)}: chips for what was understood; one removed takes its words out; "as text" searches them`, async () => {
      const { context, page, consoleErrors, chips } = await searchFor(look, t.query, t.chips);
      await chips.getByText(t.heading).waitFor();
      await settled(() => cardTitles(page)).toEqual([title('cheap')]);
      await checkScreen(page, look, 'search-understood');

      // As text, every word must be in an ad's text, and none says "تحت مليونين" (under 2m); then read again.
      await chips.getByRole('button', { name: t.asText }).click();
      await settled(() => query(page).get('AsText')).toBe('true');
      await settled(() => page.locator('main article').count()).toBe(0);
      await page.getByRole('button', { name: t.understand }).click();
      await settled(() => cardTitles(page)).toEqual([title('cheap')]);

      // The price chip goes: its words leave the search, and the dearer villa comes in.
      await chips.getByRole('button', { name: t.remove('≤ 2,000,000') }).click();
      await settled(() => query(page).get('Query')).toBe(t.withoutPrice);
      await settled(() => cardTitles(page)).toEqual([title('cheap'), title('dear')].sort());
      expect(realErrors(consoleErrors)).toEqual([]);
      await context.close();
    });

    it(`${tagOfLook(look)}: rooms, an area and a place as chips, and the words left as text`, async () => {
      const { context, page, consoleErrors, chips } = await searchFor(look, t.rich, t.richChips);
      await chips.getByText(t.richWords).waitFor();
      await checkScreen(page, look, 'search-understood-rooms');
      expect(realErrors(consoleErrors)).toEqual([]);
      await context.close();
    });
  }
});
