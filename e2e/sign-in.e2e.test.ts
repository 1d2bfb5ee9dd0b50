import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newSaudiMobile, requestCode, signIn } from '../server/test/support/clients/sign-in-flow.js';
import { looksToCheck, PAIRWISE_LOOKS, tagOfLook } from './support/looks.js';
import { acceptTermsAndVerify } from './support/consent.js';
import { useSite } from './support/site.js';
import { reachVerifyScreen } from './support/sms-sign-in.js';

const site = useSite();
const shots = path.join(import.meta.dirname, 'screenshots');

const field = (page: Page) => page.getByLabel('رقم الهاتف', { exact: true });
const submitRegister = (page: Page) => page.getByRole('button', { name: 'تسجيل', exact: true }).click();
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).waitFor();

describe('phone sign-in in the browser', () => {
  it('validates the phone field with the spec’s messages and libphonenumber’s digit counts', async () => {
    const { context, page } = await site.open();
    await page.goto('/register');
    await page.getByRole('heading', { name: 'مرحبًا بك!' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('تسجيل الدخول أو إنشاء حساب');
    await submitRegister(page);
    await page.getByRole('alert').getByText('رقم الهاتف مطلوب').waitFor();
    await field(page).fill('5512');
    await submitRegister(page);
    await page.getByRole('alert').getByText('رقم الهاتف أقصر من المعتاد في هذه الدولة').waitFor();
    await context.close();
  });

  it('both screens say "sign in or create an account" and switch language and theme, at 390 and 1280 px', async () => {
    for (const width of [390, 1280] as const) {
      const { context, page, consoleErrors } = await site.open({ width });
      const heading = page.getByRole('heading', { level: 1 });
      await page.goto('/register');
      expect(await heading.textContent()).toBe('تسجيل الدخول أو إنشاء حساب');
      expect(await page.getByRole('link', { name: 'منزل', exact: true }).getAttribute('href')).toBe('/');
      await page.getByRole('button', { name: 'Switch to English' }).click();
      await expect.poll(() => heading.textContent()).toBe('Sign in or create an account');
      expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
      expect(await page.getByRole('button', { name: 'Continue', exact: true }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Dark mode' }).click();
      expect(await page.locator('html').getAttribute('class')).toContain('dark');
      await page.screenshot({ path: path.join(shots, `register-switched-en-${width}-dark.png`) });

      const phone = newSaudiMobile();
      await field(page)
        .or(page.getByLabel('Phone number', { exact: true }))
        .fill(phone.national);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page
        .locator('[data-sonner-toast]', { hasText: 'We sent a verification code to your phone' })
        .waitFor();
      await page.waitForURL('**/VerifyCode');
      await expect.poll(() => heading.textContent()).toBe('Verification code');
      await page.getByRole('button', { name: 'التبديل إلى العربية' }).click();
      await expect.poll(() => heading.textContent()).toBe('رمز التحقق');
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await page.getByRole('button', { name: 'الوضع الفاتح' }).click();
      expect((await page.locator('html').getAttribute('class')) ?? '').not.toContain('dark');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await page.screenshot({ path: path.join(shots, `verify-switched-ar-${width}-light.png`) });
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it('the dial-code picker searches countries in Arabic, +966 first', async () => {
    const { context, page } = await site.open();
    await page.goto('/register');
    const picker = page.getByRole('button', { name: /^رمز الدولة/ });
    expect(await picker.textContent()).toContain('+966');
    await picker.click();
    const options = page.locator('[cmdk-item]');
    expect(await options.first().textContent()).toContain('+966');
    await expect
      .poll(() =>
        options
          .first()
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await page.screenshot({
      path: path.join(import.meta.dirname, 'screenshots', 'picker-ar-1280-light.png'),
    });
    await page.getByPlaceholder('ابحث عن الدولة').fill('الامارات');
    await options.first().click();
    expect(await picker.textContent()).toContain('+971');
    await picker.click();
    await page.getByPlaceholder('ابحث عن الدولة').fill('zzzz');
    await page.getByText('No results found.').waitFor();
    await context.close();
  });

  it('signs in: register → code boxes → home; the fifth digit submits, and a new phone consents with one press', async () => {
    const { context, page } = await site.open();
    const phone = newSaudiMobile();
    await reachVerifyScreen(page, `0${phone.national}`);
    await toast(page, 'أرسلنا رمز التحقق إلى جوالك');
    expect(await page.getByText(phone.e164).getAttribute('dir')).toBe('ltr');
    const submit = page.getByRole('button', { name: 'تحقق', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    const verifyCalls: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/website/account/verifycode')) verifyCalls.push(request.postDataJSON());
    });
    const code = await site.server.lastCode(phone.e164);
    await page.keyboard.type(`${code.slice(0, 2)}x-${code.slice(2, 4)}`);
    expect(await submit.isDisabled()).toBe(true);
    // The fifth digit: no press. A new phone: the consent step, the terms and the privacy policy
    // linked, the box focused; nothing signs in without the tick.
    await page.keyboard.type(code.slice(4));
    const agree = page.getByRole('checkbox', { name: /أوافق على/ });
    await agree.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('type')))
      .toBe('checkbox');
    expect(await page.locator('#verification-code').inputValue()).toBe(code);
    expect(await page.getByRole('link', { name: 'الشروط والأحكام' }).getAttribute('href')).toBe('/terms');
    expect(await page.getByRole('link', { name: 'سياسة الخصوصية' }).getAttribute('href')).toBe('/privacy');
    expect(verifyCalls).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('Token'))).toBeNull();
    expect(await page.locator('[data-sonner-toast][data-type=error]').count()).toBe(0);
    await page.screenshot({ path: path.join(shots, 'verify-consent-ar-1280-light.png') });
    // Pressed without the tick: it says what is missing and sends nothing.
    await submit.click();
    await page.getByRole('alert').getByText('ضع علامة في المربع للموافقة').waitFor();
    expect(verifyCalls).toHaveLength(1);
    // Ticked: one press signs in.
    await agree.check();
    await submit.click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(verifyCalls).toHaveLength(2);
    expect(verifyCalls[1]).toMatchObject({ code, acceptedTermsVersion: expect.any(String) });
    await page.getByRole('link', { name: 'إعلاناتي' }).first().waitFor();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('Token'),
      refreshToken: localStorage.getItem('refreshToken'),
      userInfoId: localStorage.getItem('userInfoId'),
      phoneNumber: localStorage.getItem('phoneNumber'),
      deviceId: localStorage.getItem('deviceId'),
    }));
    expect(stored.token).toMatch(/^ey/);
    expect(stored.refreshToken).toBeTruthy();
    expect(stored.userInfoId).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored.phoneNumber).toBeNull();
    expect(stored.deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await page.getByText(phone.e164).first().isVisible()).toBe(true);
    await context.close();
  });

  it('a returning user types the code and is in: no press, no consent box, in Arabic and English at 390 and 1280 px', async () => {
    for (const [language, width] of [
      ['ar', 390],
      ['en', 1280],
    ] as const) {
      const phone = newSaudiMobile();
      await signIn(site.server, phone.e164);
      // The code cooldown is per phone; this browser has nothing of the first sign-in.
      site.server.clock.advance(61);
      const { context, page } = await site.open({ width, storage: { language } });
      await reachVerifyScreen(page, phone.national);
      await page.screenshot({ path: path.join(shots, `verify-returning-${language}-${width}-light.png`) });
      await page.keyboard.type(await site.server.lastCode(phone.e164));
      await page.waitForURL((url) => url.pathname === '/');
      expect(await page.getByRole('checkbox').count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('Token'))).toMatch(/^ey/);
      await context.close();
    }
  });

  it('a wrong code shows the server’s message and empties the boxes; backspace moves back; Arabic-Indic digits count', async () => {
    const { context, page } = await site.open();
    const phone = newSaudiMobile();
    await reachVerifyScreen(page, phone.national);
    const code = await site.server.lastCode(phone.e164);
    const wrong = String((Number(code) + 1) % 100_000).padStart(5, '0');
    await page.keyboard.type(wrong);
    await toast(page, 'رمز التحقق غير صحيح');
    await expect.poll(() => page.locator('#verification-code').inputValue()).toBe('');
    await page.keyboard.type('123');
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Backspace');
    expect(await page.locator('#verification-code').inputValue()).toBe('');
    const arabicIndic = code.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    await page.keyboard.type(arabicIndic);
    await acceptTermsAndVerify(page);
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('pasting keeps only the first 5 digits, which submit by themselves', async () => {
    const { context, page } = await site.open();
    const phone = newSaudiMobile();
    await reachVerifyScreen(page, phone.national);
    const code = await site.server.lastCode(phone.e164);
    await page.locator('#verification-code').focus();
    await page.evaluate(
      (pasted) => {
        const data = new DataTransfer();
        data.setData('text/plain', pasted);
        document
          .querySelector('#verification-code')
          ?.dispatchEvent(
            new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
          );
      },
      `code: ${code.slice(0, 2)}-${code.slice(2)} 678`,
    );
    await page.getByRole('checkbox', { name: /أوافق على/ }).waitFor();
    expect(await page.locator('#verification-code').inputValue()).toBe(code);
    await context.close();
  });

  it('a number past its code limit hears how long to wait and, in development, where the codes went', async () => {
    const outbox = site.server.deps.config.sms.outboxFile;
    const texts = {
      ar: { wait: /^طلبت رموزًا كثيرة، حاول مرة أخرى بعد \d+ دقيقة/, note: 'بيئة التطوير: لا تُرسل رسائل SMS' },
      en: {
        wait: /^Too many codes requested, please try again in \d+ minutes/,
        note: 'Development: no SMS is sent',
      },
    };
    for (const look of PAIRWISE_LOOKS) {
      const phone = newSaudiMobile();
      // Three codes this hour, a minute apart: the hourly limit of the number.
      for (let sent = 0; sent < 3; sent += 1) {
        expect((await requestCode(site.server, phone.national)).status).toBe(200);
        site.server.clock.advance(61);
      }
      const { context, page } = await site.open({
        width: look.width,
        dark: look.dark,
        storage: { language: look.language },
      });
      await page.goto('/register');
      await page.locator('#phoneNumber').fill(phone.national);
      const refused = page.waitForResponse((response) => response.url().endsWith('/account/register'));
      await page.locator('form button[type=submit]').click();
      const answer = await refused;
      expect(answer.status()).toBe(429);
      const minutes = Math.ceil(Number(answer.headers()['retry-after']) / 60);
      const message = page.locator('[data-sonner-toast][data-type=error]');
      await message.waitFor();
      const text = (await message.textContent()) ?? '';
      expect(text).toMatch(texts[look.language].wait);
      expect(text).toContain(String(minutes));
      expect(text).toContain(texts[look.language].note);
      expect(text).toContain(outbox);
      expect(new URL(page.url()).pathname).toBe('/register');
      await page.screenshot({
        path: path.join(shots, `register-limit-${tagOfLook(look)}.png`),
        animations: 'disabled',
      });
      await context.close();
    }
  });

  it('screenshots of both screens: Arabic and English, 390 and 1280 px, light and dark', async () => {
    for (const { language, width, dark } of looksToCheck()) {
      const { context, page } = await site.open({
        width,
        dark,
        storage: { language },
      });
      const name = `${language}-${width}-${dark ? 'dark' : 'light'}`;
      await page.goto('/register');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `register ${name}`).toBe(width);
      await page.screenshot({ path: path.join(shots, `register-${name}.png`) });
      await field(page)
        .or(page.getByLabel('Phone number', { exact: true }))
        .fill(newSaudiMobile().national);
      await page.locator('button[type=submit]').click();
      await page.waitForURL('**/VerifyCode');
      await page.locator('#verification-code').focus();
      await page.keyboard.type('12');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `verify ${name}`).toBe(width);
      await page.screenshot({ path: path.join(shots, `verify-${name}.png`) });
      await context.close();
    }
  });
});
