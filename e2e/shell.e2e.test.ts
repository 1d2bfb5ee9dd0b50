import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../server/test/support/clients/sign-in-flow.js';
import { looksToCheck } from './support/looks.js';
import { SITE_LINKS } from './support/site-links.js';
import { useSite } from './support/site.js';

const site = useSite();
const shots = path.join(import.meta.dirname, 'screenshots');

/** A real session: the signed-in header reads notifications with it. */
let signedIn: Record<string, string>;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  const user = await signIn(site.server);
  signedIn = {
    Token: user.token,
    refreshToken: user.refreshToken,
    phoneNumber: JSON.stringify({ dialCode: '+966', fullNumber: '+966551234567', phoneNumber: '551234567' }),
  };
});

describe('web app shell', () => {
  it('opens in Arabic, right to left, with the header of the spec and no console errors', async () => {
    const { context, page, consoleErrors } = await site.open();
    await page.goto('/');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    const nav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
    await expect.poll(() => nav.getByRole('link').allTextContents()).toEqual(SITE_LINKS.ar);
    expect(await page.getByRole('link', { name: 'تسجيل الدخول أو إنشاء حساب' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('switches to English, left to right, and stores language and lang', async () => {
    const { context, page } = await site.open();
    await page.goto('/about');
    await page.getByRole('button', { name: 'Switch to English' }).click();
    await expect.poll(() => page.getAttribute('html', 'dir')).toBe('ltr');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('About us');
    expect(
      await page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('lang')]),
    ).toEqual(['en', 'en']);
    await page.reload();
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    await context.close();
  });

  it('follows the system theme and stores the toggle under theme', async () => {
    const { context, page } = await site.open({ dark: true });
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.getByRole('button', { name: 'الوضع الفاتح' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await context.close();
  });

  // /profile, /my-ads and /add-property are declared too; for a visitor they send to /register.
  it('declares every route of the spec: inside the layout, or outside for /register and /VerifyCode', async () => {
    const { context, page } = await site.open();
    const inside = [
      '/',
      '/Property/1',
      '/contact-us',
      '/industry',
      '/industry/1',
      '/recidence',
      '/recidence/1',
      '/IndustryDetailes/1',
      '/industry-details/1',
      '/RecidenceDetailes/1',
      '/residence-details/1',
      '/Favorite',
      '/AllFeatureProperty',
      '/Agents',
      '/about',
      '/search',
    ];
    for (const route of inside) {
      await page.goto(route);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('banner').count(), route).toBe(1);
      expect(await page.getByText('الصفحة غير موجودة').count(), route).toBe(0);
    }
    for (const route of ['/profile', '/my-ads', '/my-office', '/add-property/1', '/add-property/1/5']) {
      await page.goto(route);
      await page.waitForURL((url) => url.pathname === '/register');
      expect(new URL(page.url()).searchParams.get('next'), route).toBe(route);
    }
    for (const route of ['/register', '/VerifyCode']) {
      await page.goto(route);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('banner').count(), route).toBe(0);
    }
    await page.goto('/no/such/page');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('الصفحة غير موجودة');
    await context.close();
  });

  it('signed in: my ads, the phone number left to right, and logout through the confirmation dialog', async () => {
    const { context, page } = await site.open({ storage: signedIn });
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
    await expect.poll(() => nav.getByRole('link', { name: 'إعلاناتي' }).count()).toBe(1);
    const phone = page.getByText('+966551234567');
    expect(await phone.getAttribute('dir')).toBe('ltr');
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    const dialog = page.getByRole('dialog', { name: 'تأكيد تسجيل الخروج' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'إلغاء' }).click();
    expect(await page.evaluate(() => localStorage.getItem('Token'))).toBe(signedIn.Token);
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await dialog.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(
      await page.evaluate(() => [localStorage.getItem('Token'), localStorage.getItem('phoneNumber')]),
    ).toEqual([null, null]);
    await expect.poll(() => page.getByRole('link', { name: 'تسجيل الدخول أو إنشاء حساب' }).count()).toBe(1);
    await context.close();
  });

  it('collapses the links into a toggled menu on a 390 px screen', async () => {
    const { context, page } = await site.open({ width: 390 });
    await page.goto('/');
    expect(await page.getByRole('navigation', { name: 'التنقل الرئيسي' }).count()).toBe(0);
    await page.getByRole('button', { name: 'القائمة' }).click();
    const menu = page.locator('#mobile-menu');
    expect(await menu.getByRole('link').allTextContents()).toEqual(['أضف إعلانك', ...SITE_LINKS.ar]);
    await menu.getByRole('link', { name: 'من نحن' }).click();
    await page.waitForURL('**/about');
    expect(await page.locator('#mobile-menu').count()).toBe(0);
    await context.close();
  });

  it('takes screenshots in Arabic and English, 390 and 1280 px, light and dark', async () => {
    for (const { language, width, dark } of looksToCheck()) {
      const { context, page } = await site.open({
        width,
        dark,
        storage: { ...signedIn, language },
      });
      await page.goto('/about');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({
        path: path.join(shots, `shell-${language}-${width}-${dark ? 'dark' : 'light'}.png`),
      });
      await context.close();
    }
  });
});
