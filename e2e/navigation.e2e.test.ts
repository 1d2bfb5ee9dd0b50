import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLookups } from '../server/test/support/fixtures/catalogue-fixtures.js';
import { publishedAd } from '../server/test/support/fixtures/conversation-fixtures.js';
import { newSaudiMobile, signIn } from '../server/test/support/clients/sign-in-flow.js';
import { seriousViolations } from './support/axe.js';
import { acceptTermsAndVerify } from './support/consent.js';
import { looksToCheck, tagOfLook } from './support/looks.js';
import { SITE_LINKS } from './support/site-links.js';
import { useSite } from './support/site.js';
import { typeSentCode } from './support/sms-sign-in.js';

const site = useSite({
  COMPANY_PHONE: '+966 11 222 3333',
  COMPANY_EMAIL: 'care@manzil.test',
  COMPANY_X_URL: 'https://x.com/manzil',
  COMPANY_INSTAGRAM_URL: 'https://www.instagram.com/manzil',
});
let adId: number;
const shots = path.join(import.meta.dirname, 'screenshots');

const PATHS = [
  '/',
  '/recidence',
  '/industry',
  '/AllFeatureProperty',
  '/search',
  '/Agents',
  '/recently-viewed',
  '/contact-us',
  '/about',
];

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  adId = await publishedAd(site.server, await loadLookups(site.server), await signIn(site.server));
});

const linksOf = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));

/** From /register (with its ?next=) through the code, to wherever sign-in sends the reader. */
async function signInThroughScreens(page: Page) {
  const phone = newSaudiMobile();
  await page.getByLabel('رقم الهاتف', { exact: true }).fill(phone.national);
  await page.getByRole('button', { name: 'تسجيل', exact: true }).click();
  await typeSentCode(page, site.server, phone.e164);
  await page.getByRole('button', { name: 'تحقق', exact: true }).click();
  await acceptTermsAndVerify(page);
}

describe('finding the catalogue: header and footer', () => {
  it('the header links the catalogue, the map search, agents and "post an ad"; the footer the same, with contacts, social and legal links', async () => {
    for (const look of looksToCheck()) {
      const { language, width, dark } = look;
      const { context, page, consoleErrors } = await site.open({
        width,
        dark,
        storage: { language },
      });
      await page.goto('/about');
      const header = page.getByRole('banner');
      const postAd = language === 'ar' ? 'أضف إعلانك' : 'Post an ad';
      const main = language === 'ar' ? 'التنقل الرئيسي' : 'Main navigation';
      const expected = SITE_LINKS[language].map((label, index) => [label, PATHS[index]]);
      if (width === 1280) {
        expect(await linksOf(page, main)).toEqual(expected);
        expect(await header.getByRole('link', { name: postAd }).getAttribute('href')).toBe(
          '/register?next=%2Fadd-property%2Fnew',
        );
      } else {
        expect(await page.getByRole('navigation', { name: main }).isVisible()).toBe(false);
        await header.getByRole('button', { name: language === 'ar' ? 'القائمة' : 'Menu' }).click();
        const menu = page.locator('#mobile-menu');
        expect(await menu.getByRole('link').allTextContents()).toEqual([postAd, ...SITE_LINKS[language]]);
      }
      await page.screenshot({ path: path.join(shots, `nav-header-${tagOfLook(look)}.png`) });
      if (width === 390)
        await header
          .getByRole('button', { name: language === 'ar' ? 'إغلاق القائمة' : 'Close menu' })
          .click();

      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      // The browser takes the server's footer over once it comes near: its links then route in-app.
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.app)).toBe('ready');
      expect(await linksOf(page, language === 'ar' ? 'روابط الموقع' : 'Site links')).toEqual(expected);
      expect(await footer.getByRole('link', { name: /\+966 11 222 3333/ }).getAttribute('href')).toBe(
        'tel:+966112223333',
      );
      expect(await footer.getByRole('link', { name: /care@manzil\.test/ }).getAttribute('href')).toBe(
        'mailto:care@manzil.test',
      );
      expect(
        await footer
          .getByRole('link', { name: language === 'ar' ? 'إكس' : 'X', exact: true })
          .getAttribute('href'),
      ).toBe('https://x.com/manzil');
      expect(
        await footer
          .getByRole('link', { name: language === 'ar' ? 'إنستغرام' : 'Instagram' })
          .getAttribute('href'),
      ).toBe('https://www.instagram.com/manzil');
      expect(
        await footer
          .getByRole('link', { name: language === 'ar' ? 'سياسة الخصوصية' : 'Privacy policy' })
          .getAttribute('href'),
      ).toBe('/privacy');
      await footer.screenshot({ path: path.join(shots, `nav-footer-${tagOfLook(look)}.png`) });
      expect(await seriousViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
    // Eight looks, each a fresh page with axe: about half a minute each on this shared machine.
  }, 400_000);

  it('at 390 px a menu link opens its page and the menu closes', async () => {
    const { context, page } = await site.open({ width: 390 });
    await page.goto('/');
    await page.getByRole('button', { name: 'القائمة' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'البحث بالخريطة' }).click();
    await page.waitForURL('**/search');
    expect(await page.locator('#mobile-menu').count()).toBe(0);
    await context.close();
  });
});

describe('sign-in returns the visitor to where they were', () => {
  it('"post an ad" asks a visitor to sign in, then continues to the form', async () => {
    const { context, page } = await site.open();
    await page.goto('/recidence');
    await page.getByRole('banner').getByRole('link', { name: 'أضف إعلانك' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/register' && url.search === '?next=%2Fadd-property%2Fnew',
    );
    await page.getByText('ثم نعيدك إلى الصفحة التي كنت فيها').waitFor();
    await signInThroughScreens(page);
    await page.waitForURL((url) => url.pathname === '/add-property/new');
    await page.getByRole('heading', { level: 1, name: 'ما نوع العقار الذي تعلن عنه؟' }).waitFor();
    await context.close();
  });

  it('from an ad’s page, "send a message" signs in and comes back to that ad', async () => {
    const { context, page } = await site.open();
    await page.goto(`/RecidenceDetailes/${adId}`);
    await page.getByRole('button', { name: 'إرسال رسالة' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/RecidenceDetailes/${adId}`);
    await signInThroughScreens(page);
    await page.waitForURL((url) => url.pathname === `/RecidenceDetailes/${adId}`);
    // Signed in now: the same button opens the message form instead of the sign-in.
    await page.getByRole('button', { name: 'إرسال رسالة' }).click();
    await page.getByRole('dialog').waitFor();
    await context.close();
  });

  it('a ?next= to another site is ignored: home after sign-in', async () => {
    const { context, page } = await site.open();
    await page.goto('/register?next=%2F%2Fevil.example%2F');
    await signInThroughScreens(page);
    await page.waitForURL((url) => url.pathname === '/' && url.origin === site.server.url);
    await context.close();
  });

  it('a wrong code clears the boxes and focuses the first one', async () => {
    const { context, page } = await site.open();
    const phone = newSaudiMobile();
    await page.goto('/register');
    await page.getByLabel('رقم الهاتف', { exact: true }).fill(phone.national);
    await page.getByRole('button', { name: 'تسجيل', exact: true }).click();
    await page.waitForURL('**/VerifyCode');
    const input = page.locator('#verification-code');
    await input.focus();
    const code = await site.server.lastCode(phone.e164);
    // The fifth digit sends the code by itself.
    await page.keyboard.type(code === '11111' ? '22222' : '11111');
    await page.locator('[data-sonner-toast]', { hasText: 'رمز التحقق غير صحيح' }).waitFor();
    await expect.poll(() => input.inputValue()).toBe('');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('verification-code');
    expect(await input.evaluate((element: HTMLInputElement) => element.selectionStart)).toBe(0);
    await page.screenshot({ path: path.join(shots, 'nav-wrong-code-ar-390-light.png') });
    await page.keyboard.type(code);
    expect(await input.inputValue()).toBe(code);
    await context.close();
  });
});
