import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdActivityKind } from '../contract/ad-activity.js';
import type { Language } from '../contract/common.js';
import { rollUpAdActivity, writeActivity } from '../server/modules/ad-activity/index.js';
import { insertOffice } from '../server/test/support/fixtures/office-fixtures.js';
import { refreshSimilarRanks } from '../server/modules/insights/index.js';
import { setName } from '../server/test/support/fixtures/conversation-fixtures.js';
import { signIn, type SignedIn } from '../server/test/support/clients/sign-in-flow.js';
import insightsAr from '../web/src/locales/features/insights.ar.json' with { type: 'json' };
import insightsEn from '../web/src/locales/features/insights.en.json' with { type: 'json' };
import { titled, useCatalogue } from './support/catalogue.js';
import { capturing, looksToCheck, tagOfLook } from './support/looks.js';
import { openReader, realErrors } from './support/reader-page.js';
import { screenProblems } from './support/screen-checks.js';
import { screenshotPath } from './support/screenshots.js';
import { useSite } from './support/site.js';

/**
 * The desk's listing performance (ADR 0040): /my-ads/insights for an agent and /offices/:id/insights
 * for the office's owner, in both languages, at phone and desktop widths, light and dark: the totals
 * with their trend, the daily chart, the ads with their ranks and their own days, the agent filter,
 * the Leads tab's slot, and the CSV download.
 */
const site = useSite({ MODERATION: 'off' });
const catalogue = useCatalogue(site);
const texts: Record<Language, typeof insightsEn> = { ar: insightsAr, en: insightsEn };

let owner: SignedIn;
let agent: SignedIn;
let officeId: number;
const ads = { agentVilla: 0, agentFlat: 0, ownerVilla: 0 };
const DAY_MS = 24 * 3600 * 1000;

beforeAll(async () => {
  const { server } = site;
  const { db } = server.deps;
  owner = await signIn(server);
  agent = await signIn(server);
  await setName(server, agent, 'سارة الوسيطة');
  const now = server.clock.now();
  officeId = await insertOffice(db, now, { nameAr: 'مكتب الأداء العقاري', nameEn: 'Performance Realty' }, [
    { userId: owner.userId, role: 'owner' },
    { userId: agent.userId, role: 'agent' },
  ]);
  const { l } = catalogue;
  ads.agentVilla = (
    await catalogue.save(
      'residence',
      titled({ ar: 'فيلا فاخرة في حي النرجس', en: 'Luxury villa in Al Narjis' }, { price: 2_400_000 }),
      agent,
    )
  ).id;
  ads.agentFlat = (
    await catalogue.save(
      'residence',
      titled(
        { ar: 'شقة عائلية قرب الخدمات', en: 'Family flat near services' },
        { price: 900_000, area: 180, propertyTypeId: l.id('propertytype', 'apartment') },
      ),
      agent,
    )
  ).id;
  ads.ownerVilla = (
    await catalogue.save(
      'residence',
      titled({ ar: 'فيلا للبيع في الملقا', en: 'Villa for sale in Al Malqa' }, { price: 3_100_000 }),
      owner,
    )
  ).id;
  // 89 closed days of visitors, and three today.
  const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  const rows: { propertyId: number; day: string; kind: AdActivityKind; visitors: number }[] = [];
  for (let offset = -89; offset <= -1; offset += 1) {
    const wave = Math.round(6 + 5 * Math.sin(offset / 4) + (offset > -30 ? 4 : 0));
    for (const [propertyId, share] of [
      [ads.agentVilla, 1],
      [ads.agentFlat, 0.5],
      [ads.ownerVilla, 0.8],
    ] as const) {
      const views = Math.max(0, Math.round(wave * share));
      rows.push({ propertyId, day: day(offset), kind: 'view', visitors: views });
      rows.push({ propertyId, day: day(offset), kind: 'impression', visitors: views * 6 });
      if (offset % 3 === 0) rows.push({ propertyId, day: day(offset), kind: 'phoneReveal', visitors: 1 });
      if (offset % 7 === 0) rows.push({ propertyId, day: day(offset), kind: 'message', visitors: 1 });
    }
  }
  // Every visitor as the product records them, today's three views too; then the daily roll-up.
  const events = [
    ...rows.flatMap(({ propertyId, day, kind, visitors }) =>
      Array.from({ length: visitors }, (_, n) => ({ propertyId, day, kind, visitorKey: `v:${String(n)}` })),
    ),
    ...['v:1', 'v:2', 'u:3'].map((visitorKey) => ({
      propertyId: ads.agentVilla,
      day: day(0),
      kind: 'view',
      visitorKey,
    })),
  ];
  for (let start = 0; start < events.length; start += 5_000) {
    await writeActivity(db, events.slice(start, start + 5_000));
  }
  await rollUpAdActivity(server.deps, new AbortController().signal);
  await refreshSimilarRanks(server.deps);
}, 120_000);

async function shot(page: Page, name: string) {
  if (!capturing()) return;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: screenshotPath(name, 'insights'), fullPage: true });
}

describe('the desk', () => {
  for (const look of looksToCheck()) {
    const { language, width, dark } = look;
    const text = texts[language];

    it(`the agent's and the office's performance, ${tagOfLook(look)}`, { timeout: 180_000 }, async () => {
      const problems: string[] = [];
      const check = async (page: Page, name: string) => {
        problems.push(...(await screenProblems(page, name, { axe: !dark })));
        await shot(page, `${name}-${tagOfLook(look)}`);
      };

      const mine = await openReader(site, { language, width, dark, user: agent });
      const page = mine.page;
      await page.goto('/my-ads');
      await page.locator('[data-insights-link]').click();
      await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
      // The views card: this period's views, and how they moved.
      const views = page.locator('[data-total=view]');
      await views.waitFor();
      expect(await views.getAttribute('aria-pressed')).toBe('true');
      await page.locator('[data-daily-chart=view] rect').first().waitFor();
      expect(await page.locator('[data-daily-chart=view] rect').count()).toBe(30);
      await page.locator('[data-insight-ad]').first().waitFor();
      expect(await page.locator('[data-insight-ad]').count()).toBe(2);
      await page.locator('[data-rank]').first().waitFor();
      await check(page, 'mine-30');

      // 7 days, the chart on phone reveals, and one ad's own days.
      await page.getByRole('button', { name: text.period['7'] }).click();
      await page.waitForURL(/days=7/);
      await expect.poll(() => page.locator('[data-daily-chart=view] rect').count()).toBe(7);
      await page.locator('[data-total=phoneReveal]').click();
      await page.locator('[data-daily-chart=phoneReveal]').first().waitFor();
      await page
        .locator(`[data-insight-ad="${ads.agentVilla}"]`)
        .getByRole('button', { name: text.ads.daily })
        .click();
      await page.locator(`[data-insight-ad="${ads.agentVilla}"] [data-daily-chart]`).waitFor();
      await check(page, 'mine-7-ad');

      // The Leads tab holds the lead inbox (its own suite, lead-inbox.e2e.test.ts, walks it).
      await page.getByRole('tab', { name: text.tabs.leads }).click();
      await page.locator('[data-desk-tab=leads] [data-testid=response-summary]').waitFor();
      await check(page, 'mine-leads');

      // The CSV file downloads.
      if (!dark) {
        await page.getByRole('tab', { name: text.tabs.performance }).click();
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.locator('[data-csv]').click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^insights-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
      }
      expect(realErrors(mine.consoleErrors)).toEqual([]);
      await mine.context.close();

      // The office's owner: every ad of the office, then one agent's.
      const office = await openReader(site, { language, width, dark, user: owner });
      await office.page.goto('/my-office');
      await office.page.locator('[data-insights-link]').click();
      await office.page.getByRole('heading', { level: 1, name: text.officeTitle }).waitFor();
      await office.page.locator('[data-insight-ad]').nth(2).waitFor();
      expect(await office.page.locator('[data-insight-ad]').count()).toBe(3);
      await check(office.page, 'office-all');
      await office.page.locator('[data-agent-filter]').selectOption(agent.userId);
      await office.page.waitForURL(/agent=/);
      await office.page.waitForFunction(() => document.querySelectorAll('[data-insight-ad]').length === 2);
      await check(office.page, 'office-agent');
      expect(realErrors(office.consoleErrors)).toEqual([]);
      await office.context.close();

      // The office's agent is told the page is not theirs.
      const refused = await openReader(site, { language, width, dark, user: agent });
      await refused.page.goto(`/offices/${officeId}/insights`);
      await refused.page.getByText(text.notFound).waitFor();
      await refused.context.close();

      expect(problems).toEqual([]);
    });
  }
});
