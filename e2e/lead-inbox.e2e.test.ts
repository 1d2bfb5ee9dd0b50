import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '../contract/common.js';
import * as leadsApi from '../contract/endpoints/leads.js';
import * as messagesApi from '../contract/endpoints/messages.js';
import { announce } from '../server/lib/domain-events.js';
import { AD_CONTACT_TAPPED } from '../server/modules/ad-activity/index.js';
import { signIn, type SignedIn } from '../server/test/support/clients/sign-in-flow.js';
import { setName } from '../server/test/support/fixtures/conversation-fixtures.js';
import { advertiserResponseStats } from '../server/db/schema/index.js';
import catalogueAr from '../web/src/locales/features/catalogue.ar.json' with { type: 'json' };
import catalogueEn from '../web/src/locales/features/catalogue.en.json' with { type: 'json' };
import insightsAr from '../web/src/locales/features/insights.ar.json' with { type: 'json' };
import insightsEn from '../web/src/locales/features/insights.en.json' with { type: 'json' };
import leadsAr from '../web/src/locales/features/leads.ar.json' with { type: 'json' };
import leadsEn from '../web/src/locales/features/leads.en.json' with { type: 'json' };
import trustAr from '../web/src/locales/features/trust.ar.json' with { type: 'json' };
import trustEn from '../web/src/locales/features/trust.en.json' with { type: 'json' };
import { titled, useCatalogue } from './support/catalogue.js';
import { capturing, PAIRWISE_LOOKS, tagOfLook } from './support/looks.js';
import { openReader, realErrors } from './support/reader-page.js';
import { screenProblems } from './support/screen-checks.js';
import { screenshotPath } from './support/screenshots.js';
import { useSite } from './support/site.js';

/**
 * The lead inbox (issue 35) in the desk's Leads tab (/my-ads/insights?tab=leads): a message and a call tap make two
 * leads; the advertiser sees them as cards on a phone and as a table on a wide screen, sets a status,
 * writes a note with a reminder date, filters by kind, and downloads the CSV. The message and the tap
 * are set up through the API and the domain event; the inbox's clicks are the reader's.
 */
// The "Quick to respond" rule away from its defaults (80%, an hour, 5): the texts must state these.
const site = useSite({
  MODERATION: 'off',
  QUICK_RESPONSE_MIN_RATE: '0.9',
  QUICK_RESPONSE_MAX_MEDIAN_MINUTES: '30',
  QUICK_RESPONSE_MIN_CONVERSATIONS: '10',
});
const catalogue = useCatalogue(site);
const texts: Record<Language, typeof leadsEn> = { ar: leadsAr, en: leadsEn };
const deskTexts: Record<Language, typeof insightsEn> = { ar: insightsAr, en: insightsEn };
const BUYER: Record<Language, string> = { ar: 'سارة القحطاني', en: 'Sara Alqahtani' };
const TITLE: Record<Language, { ar: string; en: string }> = {
  ar: { ar: 'شقة للبيع في حي الملقا', en: 'Flat for sale in Al Malqa' },
  en: { ar: 'فيلا في حي النخيل', en: 'Villa in Al Nakheel' },
};

async function shot(page: Page, name: string) {
  if (!capturing()) return;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: screenshotPath(name, 'lead-inbox'), fullPage: true });
}

/** An owner with an ad, a buyer who wrote about it, and someone who tapped call. */
async function ownerWithLeads(language: Language) {
  const { server } = site;
  const owner = await signIn(server);
  const ad = await catalogue.save('residence', titled(TITLE[language]), owner);
  const buyer = await signIn(server);
  await setName(server, buyer, BUYER[language]);
  const sent = await server.send(
    messagesApi.sendPropertyMessage,
    { body: { propertyId: ad.id, message: 'هل الشقة متاحة للمعاينة؟' } },
    { token: buyer.token },
  );
  expect(sent.status).toBe(201);
  const caller = await signIn(server);
  await server.deps.db.transaction((tx) =>
    announce(tx, server.clock.now(), AD_CONTACT_TAPPED, {
      propertyId: ad.id,
      userId: caller.userId,
      kind: 'callTap',
    }),
  );
  return { owner, adId: ad.id };
}

async function leadsOf(owner: SignedIn) {
  return (await site.server.send(leadsApi.listMyLeads, { query: {} }, { token: owner.token })).body.data;
}

describe('the lead inbox', () => {
  for (const look of PAIRWISE_LOOKS) {
    const { language, width, dark } = look;
    const text = texts[language];

    it(tagOfLook(look), { timeout: 180_000 }, async () => {
      const { owner } = await ownerWithLeads(language);
      const { context, page, consoleErrors } = await openReader(site, { language, width, dark, user: owner });
      const problems: string[] = [];
      const check = async (name: string) => {
        problems.push(...(await screenProblems(page, name, { axe: !dark })));
        await shot(page, `${name}-${tagOfLook(look)}`);
      };

      await page.goto('/my-ads/insights?tab=leads');
      await page.getByRole('heading', { level: 1, name: deskTexts[language].title }).waitFor();
      const inbox = page.getByTestId('lead-inbox');
      await inbox.getByTestId('response-summary').getByText(text.response.rate).waitFor();
      // Cards on a phone, a table on a wide screen: only one of them is shown.
      const items: Locator = inbox.getByTestId(width === 390 ? 'lead-card' : 'lead-row');
      await items.first().waitFor();
      expect(await items.count()).toBe(2);
      expect(
        await inbox
          .getByTestId(width === 390 ? 'lead-row' : 'lead-card')
          .first()
          .isVisible(),
      ).toBe(false);
      const sara = items.filter({ hasText: BUYER[language].split(' ')[0] });
      await sara.getByRole('link', { name: text.conversation }).waitFor();
      await check('inbox');

      // The status saves at once.
      await sara.getByRole('combobox').selectOption('visited');
      await page.getByText(text.saved, { exact: true }).first().waitFor();
      await expect
        .poll(async () => (await leadsOf(owner)).find((lead) => lead.kind === 'message')?.status)
        .toBe('visited');

      // A note and a reminder date.
      await sara.getByRole('button', { name: text.edit }).click();
      await sara.getByRole('textbox', { name: text.noteLabel }).fill('تفضّل المعاينة مساء الخميس');
      await sara.getByLabel(text.reminderLabel).fill('2027-01-14');
      await check('note-form');
      await sara.getByRole('button', { name: text.save }).click();
      await sara.getByText('تفضّل المعاينة مساء الخميس').waitFor();
      await sara
        .getByText(/2027|١٤/)
        .first()
        .waitFor();
      const saved = (await leadsOf(owner)).find((lead) => lead.kind === 'message');
      expect(saved).toMatchObject({ note: 'تفضّل المعاينة مساء الخميس', remindOn: '2027-01-14' });

      // Filtered by kind: the call tap alone.
      await inbox.getByLabel(text.filters.kind).selectOption('callTap');
      await expect.poll(() => items.count()).toBe(1);
      await items.first().getByText(text.kind.callTap).waitFor();
      await check('filtered');

      // The CSV of what the filters show, with a byte order mark and the headers in the language.
      const downloading = page.waitForEvent('download');
      await inbox.getByRole('button', { name: text.download }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = await readFile(await download.path());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows: string[][] = parse(bytes, { bom: true });
      expect(rows).toHaveLength(2);
      expect(rows[0]?.[0]).toBe(language === 'ar' ? 'رقم العميل' : 'Lead');
      expect(rows[1]?.[5]).toBe(text.kind.callTap);

      expect(problems).toEqual([]);
      expect(realErrors(consoleErrors)).toEqual([]);
      await context.close();
    });
  }
});

/** The rule as this site is set (`useSite` above), in the words each language's texts take. */
const RULE: Record<Language, Record<string, string>> = {
  ar: { rate: '90٪', duration: '30 دقيقة', conversations: '10 محادثات', days: '30 يومًا' },
  en: { rate: '90%', duration: '30 minutes', conversations: '10 conversations', days: '30 days' },
};
const withRule = (text: string, language: Language) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => RULE[language][name] ?? `{{${name}}}`);

describe('the "Quick to respond" badge', () => {
  const badge = { ar: catalogueAr.badges.quickResponder, en: catalogueEn.badges.quickResponder };
  const trust = { ar: trustAr.badges.quickResponder, en: trustEn.badges.quickResponder };
  for (const look of PAIRWISE_LOOKS) {
    const { language, width, dark } = look;

    it(`on the ad's details and on /trust, ${tagOfLook(look)}`, { timeout: 120_000 }, async () => {
      const { owner, adId } = await ownerWithLeads(language);
      // The hourly count's row, as it is when the owner passes both thresholds (tested in the API suite).
      const now = site.server.clock.now();
      await site.server.deps.db.insert(advertiserResponseStats).values({
        userId: owner.userId,
        conversations: 12,
        answered: 11,
        medianMinutes: 18,
        quick: true,
        computedAt: now,
      });
      const { context, page, consoleErrors } = await openReader(site, { language, width, dark });
      const problems: string[] = [];
      await page.goto(`/Property/${adId}`);
      const button = page.getByRole('button', { name: badge[language].label }).first();
      await button.click();
      await page.getByText(withRule(badge[language].rule, language)).first().waitFor();
      problems.push(...(await screenProblems(page, 'details', { axe: !dark })));
      if (capturing()) {
        await page.screenshot({ path: screenshotPath(`badge-details-${tagOfLook(look)}`, 'lead-inbox') });
      }

      await page.goto('/trust');
      const section = page.getByTestId('trust-quickResponder');
      await section.getByText(withRule(trust[language].means, language)).waitFor();
      await section.getByText(withRule(trust[language].lost, language)).waitFor();
      await section.scrollIntoViewIfNeeded();
      problems.push(...(await screenProblems(page, 'trust', { axe: !dark })));
      if (capturing()) {
        await section.screenshot({ path: screenshotPath(`badge-trust-${tagOfLook(look)}`, 'lead-inbox') });
      }
      expect(problems).toEqual([]);
      expect(realErrors(consoleErrors)).toEqual([]);
      await context.close();
    });
  }
});
