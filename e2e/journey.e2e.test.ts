import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newSaudiMobile } from '../server/test/support/clients/sign-in-flow.js';
import type { Language } from '../contract/common.js';
import { acceptTermsAndVerify } from './support/consent.js';
import { useSite } from './support/site.js';
import { typeSentCode } from './support/sms-sign-in.js';

const site = useSite();

type Texts = Record<
  | 'signInLink'
  | 'phone'
  | 'register'
  | 'registered'
  | 'verify'
  | 'myAds'
  | 'menu'
  | 'mainNav'
  | 'favourites'
  | 'notifications'
  | 'profile'
  | 'logout'
  | 'logoutTitle'
  | 'logoutBody',
  string
>;

const texts: Record<Language, Texts> = {
  ar: {
    signInLink: 'تسجيل الدخول أو إنشاء حساب',
    phone: 'رقم الهاتف',
    register: 'تسجيل',
    registered: 'أرسلنا رمز التحقق إلى جوالك',
    verify: 'تحقق',
    myAds: 'إعلاناتي',
    menu: 'القائمة',
    mainNav: 'التنقل الرئيسي',
    favourites: 'المفضلة',
    notifications: 'الإشعارات',
    profile: 'الملف الشخصي',
    logout: 'تسجيل الخروج',
    logoutTitle: 'تأكيد تسجيل الخروج',
    logoutBody: 'هل أنت متأكد أنك تريد تسجيل الخروج؟',
  },
  en: {
    signInLink: 'Sign in or create an account',
    phone: 'Phone number',
    register: 'Continue',
    registered: 'We sent a verification code to your phone',
    verify: 'Verify',
    myAds: 'My ads',
    menu: 'Menu',
    mainNav: 'Main navigation',
    favourites: 'Favourites',
    notifications: 'Notifications',
    profile: 'Profile',
    logout: 'Log out',
    logoutTitle: 'Confirm logout',
    logoutBody: 'Are you sure you want to log out?',
  },
};

const shotsDir = path.join(import.meta.dirname, 'screenshots');

/** Where the header keeps the phone number and logout at this width (its menu below 1024 px). */
async function headerArea(page: Page, width: number, t: Texts) {
  if (width >= 1024) return page.getByRole('banner');
  await page.getByRole('button', { name: t.menu, exact: true }).click();
  return page.locator('#mobile-menu');
}

describe('the whole sign-in journey in the browser', () => {
  for (const language of ['ar', 'en'] as const) {
    for (const [width, dark] of [
      [390, false],
      [390, true],
      [1280, false],
      [1280, true],
    ] as const) {
      const theme = dark ? 'dark' : 'light';
      it(`${language}, ${width} px, ${theme}: sign up, code, home signed in, profile, logout`, async () => {
        const t = texts[language];
        const shot = (step: string) =>
          page.screenshot({ path: path.join(shotsDir, `journey-${language}-${width}-${theme}-${step}.png`) });
        const storage = language === 'en' ? { language: 'en', lang: 'en' } : undefined;
        const { context, page, consoleErrors } = await site.open({
          width,
          dark,
          storage,
        });
        const phone = newSaudiMobile();

        await page.goto('/');
        expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
        await page.getByRole('link', { name: t.signInLink, exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/register');
        await page.getByLabel(t.phone, { exact: true }).fill(phone.national);
        await shot('1-register');
        await page.getByRole('button', { name: t.register, exact: true }).click();

        await page.locator('[data-sonner-toast]', { hasText: t.registered }).waitFor();
        await typeSentCode(page, site.server, phone.e164);
        await shot('2-verify');
        await page.getByRole('button', { name: t.verify, exact: true }).click();
        await acceptTermsAndVerify(page);

        await page.waitForURL((url) => url.pathname === '/');
        const header = page.getByRole('banner');
        await header.getByRole('link', { name: t.profile, exact: true }).waitFor();
        expect(await header.getByRole('link', { name: t.signInLink, exact: true }).count()).toBe(0);
        expect(await header.getByRole('link', { name: t.favourites, exact: true }).isVisible()).toBe(true);
        expect(await header.getByRole('button', { name: t.notifications, exact: true }).isVisible()).toBe(
          true,
        );
        const area = await headerArea(page, width, t);
        // From 1024 px the site's links are the row under the header; below, they are in its menu.
        const links = width >= 1024 ? page.getByRole('navigation', { name: t.mainNav }) : area;
        expect(await links.getByRole('link', { name: t.myAds, exact: true }).isVisible()).toBe(true);
        const shownPhone = area.getByText(phone.e164, { exact: true });
        expect(await shownPhone.isVisible()).toBe(true);
        expect(await shownPhone.getAttribute('dir')).toBe('ltr');
        await shot('3-home-signed-in');

        await header.getByRole('link', { name: t.profile, exact: true }).click();
        await page.waitForURL('**/profile');
        await page.getByRole('heading', { level: 1, name: t.profile }).waitFor();
        await page.locator('main').getByText(phone.e164).waitFor();
        await shot('4-profile');

        const logoutArea = await headerArea(page, width, t);
        await logoutArea.getByRole('button', { name: t.logout, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: t.logoutTitle });
        await dialog.getByText(t.logoutBody).waitFor();
        await shot('5-logout-dialog');
        await dialog.getByRole('button', { name: t.logout, exact: true }).click();

        await page.waitForURL((url) => url.pathname === '/');
        await header.getByRole('link', { name: t.signInLink, exact: true }).waitFor();
        expect(
          await page.evaluate(() => [localStorage.getItem('Token'), localStorage.getItem('phoneNumber')]),
        ).toEqual([null, null]);
        expect(await header.getByRole('link', { name: t.profile, exact: true }).count()).toBe(0);
        await shot('6-home-signed-out');
        // The one expected: verifycode's 422 asking a new phone for consent to the terms.
        expect(consoleErrors).toEqual([
          'Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
        ]);
        await context.close();
      });
    }
  }
});
