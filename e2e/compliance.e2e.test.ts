import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as properties from '#contract/endpoints/properties.js';
import { properties as propertyTable } from '../server/db/schema/index.js';
import { createAd, loadLookups, residenceBody } from '../server/test/support/fixtures/catalogue-fixtures.js';
import { publish } from '../server/test/support/fixtures/conversation-fixtures.js';
import { patternPhoto } from '../server/test/support/fixtures/pattern-photo.js';
import { newSaudiMobile, signIn, type SignedIn } from '../server/test/support/clients/sign-in-flow.js';
import { openPage } from './support/browser.js';
import { capturing } from './support/looks.js';
import { reachVerifyScreen } from './support/sms-sign-in.js';
import { useSite } from './support/site.js';
import { startTestServer, type TestServer } from '../server/test/support/servers/test-server.js';

/**
 * Issue 19's compliance and lifecycle screens: /privacy and /terms in both languages, the footer's
 * legal links and numbers, the consent step at sign-up, and a sold ad's page marked as sold.
 * Screenshots (ar/en, 390/1280, light/dark) go to e2e/screenshots/compliance.
 */

const site = useSite({
  MODERATION: 'false',
  COMPANY_CR_NUMBER: '1010123456',
  COMPANY_FAL_LICENSE: '1200012345',
});
let owner: SignedIn;
let soldId: number;
let rentedId: number;
let expiredId: number;
const shotsDir = path.join(import.meta.dirname, 'screenshots', 'compliance');

beforeAll(async () => {
  owner = await signIn(site.server);
  const lookups = await loadLookups(site.server);
  const sale = await createAd(
    site.server,
    owner.token,
    'residence',
    residenceBody(lookups, { titleEn: 'Villa in Al Narjis', adLicenseNumber: '7200000001' }),
  );
  const rent = await createAd(
    site.server,
    owner.token,
    'residence',
    residenceBody(lookups, {
      titleAr: 'شقة للإيجار في حي الملقا',
      titleEn: 'Flat for rent in Al Malqa',
      transactionTypeId: lookups.id('transactiontype', 'rent'),
      rentPeriod: 'yearly',
    }),
  );
  const old = await createAd(
    site.server,
    owner.token,
    'residence',
    residenceBody(lookups, { titleAr: 'فيلا منتهية في حي العارض', titleEn: 'Expired villa in Al Arid' }),
  );
  await site.server.deps.db
    .update(propertyTable)
    .set({ status: 'expired' })
    .where(eq(propertyTable.id, old.id));
  expiredId = old.id;
  await createAd(
    site.server,
    owner.token,
    'residence',
    residenceBody(lookups, { titleEn: 'Available flat' }),
  );
  soldId = sale.id;
  rentedId = rent.id;
  for (const [id, status] of [
    [soldId, 'sold'],
    [rentedId, 'rented'],
  ] as const) {
    const answer = await site.server.send(
      properties.changeStatus,
      { params: { id }, body: { status } },
      { token: owner.token },
    );
    expect(answer.status).toBe(204);
  }
  await mkdir(shotsDir, { recursive: true });
});

const looks = [
  { language: 'ar', width: 390, dark: false },
  { language: 'ar', width: 1280, dark: true },
  { language: 'en', width: 390, dark: true },
  { language: 'en', width: 1280, dark: false },
] as const;
type Look = (typeof looks)[number];

const open = (look: Look) =>
  site.open({
    width: look.width,
    dark: look.dark,
    storage: { language: look.language, lang: look.language },
  });

const tagOf = (look: Look) => `${look.language}-${look.width}-${look.dark ? 'dark' : 'light'}`;

async function shot(page: Page, name: string, look: Look, fullPage = true) {
  const file = `${name}-${tagOf(look)}.png`;
  await page.screenshot({ path: `${shotsDir}/${file}`, fullPage });
}

describe('compliance pages and the footer', () => {
  it('/privacy and /terms render in Arabic and English; the footer links them and shows CR and FAL', async () => {
    const expected = {
      ar: { privacy: 'سياسة الخصوصية', terms: 'الشروط والأحكام', cr: 'السجل التجاري', fal: 'رخصة فال' },
      en: {
        privacy: 'Privacy policy',
        terms: 'Terms of use',
        cr: 'Commercial registration',
        fal: 'FAL licence',
      },
    } as const;
    for (const look of looks) {
      const t = expected[look.language];
      const { context, page, consoleErrors } = await open(look);
      for (const kind of ['privacy', 'terms'] as const) {
        await page.goto(`/${kind}`);
        await page.getByRole('heading', { level: 1, name: t[kind] }).waitFor();
        expect(await page.title()).toContain(t[kind]);
        expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(5);
        await shot(page, kind, look);
      }
      const footer = page.getByRole('contentinfo');
      await footer.getByText('1010123456').waitFor();
      expect(await footer.getByText(t.cr).isVisible()).toBe(true);
      expect(await footer.getByText('1200012345').isVisible()).toBe(true);
      expect(await footer.getByText(t.fal).isVisible()).toBe(true);
      await footer.getByRole('link', { name: t.privacy }).click();
      await page.waitForURL('**/privacy');
      await footer.scrollIntoViewIfNeeded();
      await footer.screenshot({
        path: `${shotsDir}/footer-${look.language}-${look.width}-${look.dark ? 'dark' : 'light'}.png`,
      });
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });
});

describe('consent at sign-up', () => {
  it('a new phone cannot sign in until the terms and privacy policy are accepted', async () => {
    for (const look of looks) {
      const { context, page } = await open(look);
      const phone = newSaudiMobile();
      await reachVerifyScreen(page, phone.national);
      await page.keyboard.type(await site.server.lastCode(phone.e164));
      // The fifth digit sends the code; a new phone is then asked for its consent.
      const submit = page.locator('form button[type=submit]');
      const agree = page.getByRole('checkbox', { name: look.language === 'ar' ? /أوافق على/ : /I agree to/ });
      await agree.waitFor();
      await submit.click();
      await page.locator('#consent-missing[role=alert]').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('Token'))).toBeNull();
      await shot(page, 'consent', look, false);
      await agree.check();
      await submit.click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(await page.evaluate(() => localStorage.getItem('Token'))).toMatch(/^ey/);
      await context.close();
    }
  });
});

describe('a sold or rented ad', () => {
  it('its page says so to every visitor', async () => {
    for (const look of looks) {
      const { context, page } = await open(look);
      await page.goto(`/RecidenceDetailes/${soldId}`);
      await page
        .getByRole('heading', {
          name: look.language === 'ar' ? 'تم بيع هذا العقار' : 'This property has been sold',
        })
        .waitFor();
      await shot(page, 'sold-ad', look, false);
      await page.goto(`/RecidenceDetailes/${rentedId}`);
      await page
        .getByRole('heading', {
          name: look.language === 'ar' ? 'تم تأجير هذا العقار' : 'This property has been rented',
        })
        .waitFor();
      await context.close();
    }
  });
});

describe('the owner keeps an ad current', () => {
  it('My Ads offers "renew" on an expired ad, which publishes it again', async () => {
    for (const look of [looks[0], looks[3]]) {
      const { context, page } = await site.open({
        width: look.width,
        dark: look.dark,
        storage: {
          language: look.language,
          lang: look.language,
          Token: owner.token,
          refreshToken: owner.refreshToken,
          userInfoId: owner.userId,
        },
      });
      await page.goto('/my-ads');
      const renew = page.getByRole('button', {
        name: look.language === 'ar' ? /^تجديد الإعلان: فيلا منتهية/ : /^Renew ad: Expired villa/,
      });
      await renew.waitFor();
      await page
        .getByRole('button', { name: look.language === 'ar' ? /^ما زال متاحًا/ : /^Still available/ })
        .first()
        .waitFor();
      await shot(page, 'my-ads', look, false);
      if (look === looks[3]) {
        await renew.click();
        await page.locator('[data-sonner-toast]', { hasText: 'Your ad was renewed' }).waitFor();
        const [row] = await site.server.deps.db
          .select({ status: propertyTable.status })
          .from(propertyTable)
          .where(eq(propertyTable.id, expiredId));
        expect(row?.status).toBe('published');
      }
      await context.close();
    }
  });
});

describe('an expired ad whose photos changed', () => {
  let moderated: TestServer;
  beforeAll(async () => {
    moderated = await startTestServer({ MODERATION: 'on' });
  });
  afterAll(async () => {
    await moderated.close();
  });

  it('is renewed into review, and My Ads says so', async () => {
    const seller = await signIn(moderated);
    const lookups = await loadLookups(moderated);
    const toasts = {
      ar: 'تم تجديد إعلانك، وأُرسل للمراجعة لأن صوره تغيّرت',
      en: 'Your ad was renewed and sent for review, since its photos changed',
    };
    // Every look while capturing; one in CI.
    for (const look of capturing() ? looks : [looks[2]]) {
      const { id } = await createAd(
        moderated,
        seller.token,
        'residence',
        residenceBody(lookups, { titleAr: 'فيلا بصور جديدة', titleEn: 'Villa with new photos' }),
      );
      // Published, then expired, and then given a photo (ADR 0018, "Edits and review").
      await publish(moderated, id);
      await moderated.deps.db
        .update(propertyTable)
        .set({ status: 'expired' })
        .where(eq(propertyTable.id, id));
      const files = new FormData();
      files.append('propertyId', String(id));
      files.append('files', new Blob([new Uint8Array(await patternPhoto(5))]), 'new.jpg');
      expect(
        (await moderated.send(properties.uploadMedia, { body: files }, { token: seller.token })).status,
      ).toBe(200);
      const { context, page } = await openPage(site.browser, moderated.url, {
        width: look.width,
        dark: look.dark,
        storage: {
          language: look.language,
          lang: look.language,
          Token: seller.token,
          refreshToken: seller.refreshToken,
        },
      });
      await page.goto('/my-ads');
      const renew =
        look.language === 'ar' ? /^تجديد الإعلان: فيلا بصور جديدة/ : /^Renew ad: Villa with new photos/;
      await page.getByRole('button', { name: renew }).click();
      const toast = page.locator('[data-sonner-toast]', { hasText: toasts[look.language] });
      await toast.waitFor();
      if (capturing()) {
        // The toast slides in: its own picture once it has settled.
        await page.waitForTimeout(600);
        await toast.screenshot({ path: `${shotsDir}/renewed-into-review-${tagOf(look)}.png` });
      }
      const [row] = await moderated.deps.db
        .select({ status: propertyTable.status })
        .from(propertyTable)
        .where(eq(propertyTable.id, id));
      expect(row?.status).toBe('pending');
      await context.close();
    }
  });
});
