import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../contract/common.js';
import * as catalogue from '../contract/endpoints/properties.js';
import * as messages from '../contract/endpoints/messages.js';
import * as reportsApi from '../contract/endpoints/reports.js';
import * as reviewsApi from '../contract/endpoints/reviews.js';
import { loadLookups, type Lookups } from '../server/test/support/fixtures/catalogue-fixtures.js';
import { publishedAd, setName } from '../server/test/support/fixtures/conversation-fixtures.js';
import { establishedUser } from '../server/test/support/fixtures/report-fixtures.js';
import { signIn, type SignedIn } from '../server/test/support/clients/sign-in-flow.js';
import { adminEnv } from '../server/test/support/fixtures/staff-fixtures.js';
import { seriousViolations } from './support/axe.js';
import { toast } from './support/browser.js';
import { capturing, looksToCheck, tagOfLook } from './support/looks.js';
import { menuLink, openBackOffice } from './support/back-office.js';
import { realErrors } from './support/reader-page.js';
import { userStorage } from './support/user-session.js';
import { useSite } from './support/site.js';

/** Issue 19 item 4: "Report this ad", signed out and signed in; the back-office queue and a decision. */
const site = useSite(adminEnv);
let l: Lookups;
let owner: SignedIn;
let reader: SignedIn;
let villa: number;
const shots = path.join(import.meta.dirname, 'screenshots');

const TITLE = 'فيلا بسعر غير معقول في حي الملقا';
const NOTE = 'السعر المعلن ريال واحد فقط';

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  l = await loadLookups(site.server);
  // The reader's account is old enough to report as itself, not as the address it shares with visitors.
  [owner, reader] = await Promise.all([signIn(site.server), establishedUser(site.server)]);
  villa = await publishedAd(site.server, l, owner, 'residence', {
    titleAr: TITLE,
    titleEn: 'Villa in Al Malqa',
  });
});

async function openAd(page: Page, id: number) {
  await page.goto(`/RecidenceDetailes/${id}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

describe('reporting an ad', () => {
  it('signed out: other needs a note; the report is sent and thanked for', async () => {
    const { context, page, consoleErrors } = await site.open({
      width: 390,
      storage: { language: 'ar' },
    });
    await openAd(page, villa);
    await page.getByRole('button', { name: 'الإبلاغ عن الإعلان' }).click();
    const dialog = page.getByRole('dialog', { name: 'الإبلاغ عن هذا الإعلان' });
    await dialog.getByLabel('سبب البلاغ').selectOption('other');
    await dialog.getByRole('button', { name: 'إرسال البلاغ' }).click();
    await dialog.getByText('اكتب وصفًا قصيرًا للمشكلة').waitFor();
    await dialog.getByLabel('صف المشكلة').fill(NOTE);
    await dialog.getByRole('button', { name: 'إرسال البلاغ' }).click();
    await toast(page, 'شكرًا لك، وصلنا بلاغك وسيراجعه فريقنا').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  }, 60_000);

  it('signed in: the reader reports a wrong price', async () => {
    const { context, page, consoleErrors } = await site.open({
      storage: { language: 'en', ...userStorage(reader) },
    });
    await openAd(page, villa);
    await page.getByRole('button', { name: 'Report this ad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this ad' });
    await dialog.getByLabel('Reason').selectOption('wrongPrice');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await toast(page, 'Thank you, we received your report and our team will review it').waitFor();
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  }, 60_000);

  it('the owner has no report button on their own ad', async () => {
    const { context, page } = await site.open({
      storage: { language: 'ar', ...userStorage(owner) },
    });
    await openAd(page, villa);
    expect(await page.getByRole('button', { name: 'الإبلاغ عن الإعلان' }).count()).toBe(0);
    await context.close();
  }, 60_000);
});

describe('reviews and messages', () => {
  it('a reader who has not written to the advertiser sees why instead of the review button', async () => {
    const quiet = await publishedAd(site.server, l, owner);
    const stranger = await signIn(site.server);
    const { context, page } = await site.open({
      storage: { language: 'ar', ...userStorage(stranger) },
    });
    await openAd(page, quiet);
    const reviews = page.locator('section#reviews');
    await reviews.scrollIntoViewIfNeeded();
    await reviews.getByText('يمكنك تقييم هذا الإعلان بعد التواصل مع المعلن عبر منزل').waitFor();
    expect(await reviews.getByRole('button', { name: 'اكتب تقييمًا' }).count()).toBe(0);
    await context.close();
  }, 60_000);

  it('the owner confirms the writer as a client and reports their message', async () => {
    const flat = await publishedAd(site.server, l, owner);
    const writer = await signIn(site.server);
    await setName(site.server, writer, 'سالم');
    const sent = await site.server.send(
      messages.sendPropertyMessage,
      { body: { propertyId: flat, message: 'حوّل العربون إلى هذا الحساب قبل المعاينة' } },
      { token: writer.token },
    );
    expect(sent.status).toBe(201);
    const { context, page, consoleErrors } = await site.open({
      storage: { language: 'ar', ...userStorage(owner) },
    });
    await page.goto(`/messages/${flat}/${writer.userId}`);
    await page.getByRole('button', { name: 'تأكيد سالم كعميل ليتمكن من تقييم الإعلان' }).click();
    await toast(page, 'أكّدت سالم كعميل، ويمكنه الآن تقييم الإعلان').waitFor();
    await page.getByText('عميل مؤكَّد').waitFor();
    await page.getByRole('button', { name: 'الإبلاغ عن رسالة سالم' }).click();
    const dialog = page.getByRole('dialog', { name: 'الإبلاغ عن هذه الرسالة' });
    await dialog.getByLabel('سبب البلاغ').selectOption('scam');
    await dialog.getByRole('button', { name: 'إرسال البلاغ' }).click();
    await toast(page, 'شكرًا لك، وصلنا بلاغك وسيراجعه فريقنا').waitFor();
    if (capturing()) await page.screenshot({ path: path.join(shots, 'thread-owner-ar-1280-light.png') });
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
    const access = await site.server.send(
      reviewsApi.listReviews,
      { query: { PropertyId: String(flat) } },
      { token: writer.token },
    );
    expect(access.body.reviewAccess).toBe('allowed');
  }, 60_000);
});

describe('an ad held by reports', () => {
  it('leaves the website, and its owner reads why in My ads', async () => {
    const held = await publishedAd(site.server, l, owner, 'residence', { titleAr: 'شقة أبلغ عنها ثلاثة' });
    const body = { kind: 'ad', id: held, reason: 'scam' } as const;
    // Three established accounts hold an ad (ADR 0027); fresh ones from one address are one reporter.
    const reporters = await Promise.all([1, 2, 3].map(() => establishedUser(site.server)));
    for (const { token } of reporters) {
      expect((await site.server.send(reportsApi.reportItem, { body }, { token })).status).toBe(200);
    }
    expect((await site.server.send(catalogue.getProperty, { params: { id: held } })).status).toBe(404);
    const { context, page, consoleErrors } = await site.open({
      width: 390,
      storage: { language: 'ar', ...userStorage(owner) },
    });
    await page.goto('/my-ads');
    const card = page.getByRole('article').filter({ hasText: 'شقة أبلغ عنها ثلاثة' });
    await card
      .getByText('أبلغ عدة زوار عن هذا الإعلان، فأخفيناه من نتائج البحث حتى يراجعه فريقنا.', {
        exact: false,
      })
      .waitFor();
    if (capturing()) await card.screenshot({ path: path.join(shots, 'my-ads-held-ar-390-light.png') });
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('the back-office queue', () => {
  it('shows the counts per reason; acting sends the ad back to review, off the website', async () => {
    const { context, page, consoleErrors } = await openBackOffice(site);
    await page.goto('/dashboard');
    await menuLink(page, 'البلاغات').click();
    await page.getByRole('heading', { level: 1, name: 'البلاغات' }).waitFor();
    const row = page.locator('tbody tr', { hasText: TITLE });
    await row.getByText('سبب آخر').waitFor();
    await row.getByText('السعر غير صحيح').waitFor();
    expect((await row.locator('td').nth(1).innerText()).trim()).toBe('2');
    await row.getByText('ملاحظات المبلّغين').click();
    await row.getByText(NOTE).waitFor();
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await row.getByRole('button', { name: `اتخاذ إجراء · الإعلان ${villa}` }).click();
    const dialog = page.getByRole('dialog', { name: `اتخاذ إجراء على الإعلان ${villa}` });
    await dialog.getByLabel('ملاحظة (اختيارية)').fill('السعر مضلل');
    await dialog.getByRole('button', { name: 'اتخاذ إجراء' }).click();
    await toast(page, 'تم حفظ القرار').waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByLabel('الحالة').selectOption('resolved');
    await page.locator('tbody tr', { hasText: TITLE }).getByText('اتُّخذ إجراء').waitFor();

    expect((await site.server.send(catalogue.getProperty, { params: { id: villa } })).status).toBe(404);
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('every look', () => {
  // All eight looks while capturing, the pairwise four in CI (looks.ts).
  it('the report dialog and the queue: no console error, nothing wider than the screen', async () => {
    const shown = await publishedAd(site.server, l, owner, 'residence', {
      titleAr: 'شقة مكررة في حي النرجس',
      titleEn: 'Duplicated flat in Al Narjis',
    });
    const visitor = await signIn(site.server);
    const duplicate = { kind: 'ad', id: shown, reason: 'duplicate', note: 'نفس إعلان رقم 12' } as const;
    expect(
      (await site.server.send(reportsApi.reportItem, { body: duplicate }, { token: visitor.token })).status,
    ).toBe(200);
    const photos = { kind: 'ad', id: shown, reason: 'fakePhotos' } as const;
    expect((await site.server.send(reportsApi.reportItem, { body: photos })).status).toBe(200);
    for (const look of looksToCheck()) {
      const language: Language = look.language;
      const tag = tagOfLook(look);
      const website = await site.open({
        width: look.width,
        dark: look.dark,
        storage: { language },
      });
      await openAd(website.page, shown);
      await website.page
        .getByRole('button', { name: language === 'ar' ? 'الإبلاغ عن الإعلان' : 'Report this ad' })
        .click();
      const dialog = website.page.getByRole('dialog');
      await dialog.getByLabel(language === 'ar' ? 'سبب البلاغ' : 'Reason').selectOption('other');
      await dialog.getByRole('button', { name: language === 'ar' ? 'إرسال البلاغ' : 'Send report' }).click();
      await dialog
        .getByText(language === 'ar' ? 'اكتب وصفًا قصيرًا للمشكلة' : 'Describe the problem briefly')
        .waitFor();
      if (capturing()) await website.page.screenshot({ path: path.join(shots, `report-dialog-${tag}.png`) });
      expect(realErrors(website.consoleErrors)).toEqual([]);
      await website.context.close();

      const office = await openBackOffice(site, { width: look.width, dark: look.dark, language });
      await office.page.goto('/dashboard/reports');
      await office.page.locator('tbody tr').first().waitFor();
      if (capturing()) {
        await office.page.screenshot({ path: path.join(shots, `reports-queue-${tag}.png`), fullPage: true });
      }
      const overflow = await office.page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await office.context.close();
    }
  }, 240_000);
});
