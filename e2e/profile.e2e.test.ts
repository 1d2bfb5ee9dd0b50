import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import * as account from '../contract/endpoints/account.js';
import { users } from '../server/db/schema/index.js';
import { signIn, type SignedIn } from '../server/test/support/clients/sign-in-flow.js';
import { emailVerificationPath } from '../server/modules/account/index.js';
import { lastOutboxEmail, verificationLinkIn } from '../server/test/support/clients/verified-email.js';
import { seriousViolations } from './support/axe.js';
import { looksToCheck, tagOfLook } from './support/looks.js';
import { useSite } from './support/site.js';

const site = useSite();

const session = (user: SignedIn, token = user.token) => ({
  Token: token,
  refreshToken: user.refreshToken,
  userInfoId: user.userId,
});

describe('profile page', () => {
  it('shows the phone, saves name, email and WhatsApp, and shows field errors in red', async () => {
    const user = await signIn(site.server);
    const { context, page } = await site.open({ storage: session(user) });
    await page.goto('/profile');
    await page.locator('main').getByText(user.e164).waitFor();
    await page.getByLabel('البريد الإلكتروني').fill('not-an-email');
    await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await page.locator('#email-error', { hasText: 'البريد الإلكتروني غير صحيح' }).waitFor();
    await page.getByLabel('البريد الإلكتروني').fill('sara@example.com');
    await page.getByLabel('الاسم الكامل').fill('سارة العتيبي');
    await page.getByLabel('رقم الواتساب').fill('123');
    await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await page.locator('#whatsapp-error', { hasText: 'رقم الواتساب غير صحيح' }).waitFor();
    await page.getByLabel('رقم الواتساب').fill('0551112222');
    await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await page.locator('[data-sonner-toast]', { hasText: 'تم حفظ التغييرات' }).waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('رقم الواتساب').inputValue()).toBe('+966551112222');
    expect(await page.getByLabel('الاسم الكامل').inputValue()).toBe('سارة العتيبي');
    await context.close();
  });

  it('previews a chosen photo and uploads it', async () => {
    const user = await signIn(site.server);
    const { context, page } = await site.open({ storage: session(user) });
    await page.goto('/profile');
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#1d6f7a' } })
      .png()
      .toBuffer();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
    expect(await page.getByRole('img', { name: 'الصورة الشخصية' }).getAttribute('src')).toMatch(/^blob:/);
    await page.getByRole('button', { name: 'رفع الصورة' }).click();
    await expect
      .poll(() => page.getByRole('img', { name: 'الصورة الشخصية' }).getAttribute('src'))
      .toMatch(/^\/uploads\/profiles\//);
    await page.screenshot({
      path: path.join(import.meta.dirname, 'screenshots', 'profile-ar-1280-light.png'),
      fullPage: true,
    });
    await context.close();
  });

  it('an expired access token is refreshed once and the call retried', async () => {
    const user = await signIn(site.server);
    const [header = '', payload = ''] = user.token.split('.');
    const { context, page } = await site.open({
      storage: session(user, `${header}.${payload}.bad`),
    });
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(account.refreshToken.path)) refreshes.push(request.url());
    });
    await page.goto('/profile');
    await page.locator('main').getByText(user.e164).waitFor();
    expect(refreshes).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('Token'))).not.toContain('.bad');
    await context.close();
  });

  it('when the session cannot be renewed, storage is cleared and the user goes to /register', async () => {
    const user = await signIn(site.server);
    await site.server.send(account.logout, { body: { refreshToken: user.refreshToken } });
    const { context, page } = await site.open({ storage: session(user) });
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/register');
    expect(
      await page.evaluate(() => [localStorage.getItem('Token'), localStorage.getItem('refreshToken')]),
    ).toEqual([null, null]);
    await context.close();
  });

  it('deletes the account after the confirmation', async () => {
    const user = await signIn(site.server);
    const { context, page } = await site.open({ storage: session(user) });
    await page.goto('/profile');
    await page.locator('main').getByText(user.e164).waitFor();
    await page.getByRole('button', { name: 'حذف الحساب' }).click();
    await page
      .getByRole('dialog', { name: 'حذف الحساب' })
      .getByRole('button', { name: 'حذف الحساب' })
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('Token'))).toBeNull();
    expect(await site.server.deps.db.select().from(users).where(eq(users.id, user.userId))).toHaveLength(0);
    await context.close();
  });

  it('shows an unverified email, mails its link, and the link verifies it in another browser; a change un-verifies it', async () => {
    const user = await signIn(site.server);
    const { context, page, consoleErrors } = await site.open({ storage: session(user) });
    await page.goto('/profile');
    await page.locator('main').getByText(user.e164).waitFor();
    const address = `huda-${user.userId.slice(0, 8)}@example.com`;
    await page.getByLabel('البريد الإلكتروني').fill(address);
    await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
    const status = page.getByTestId('email-status');
    await status.getByText('غير مؤكَّد').waitFor();
    await status.getByRole('button', { name: 'إرسال رابط التأكيد' }).click();
    await status.getByRole('status').waitFor();
    const sent = await status.getByRole('status').textContent();
    expect(sent).toBe(`أرسلنا رابطًا إلى ${address}. افتحه خلال 48 ساعة.`);
    // The address is set left to right, whole, inside the Arabic sentence.
    expect(await status.getByRole('status').locator('bdi[dir="ltr"]').textContent()).toBe(address);

    const link = verificationLinkIn(
      (await lastOutboxEmail(site.server.deps.config.email.outboxFile, address)).text,
    );
    const visitor = await site.open({ storage: { language: 'en' } });
    await visitor.page.goto(`${link.url.pathname}${link.url.search}`);
    await visitor.page.getByRole('heading', { name: 'Your email address is confirmed' }).waitFor();
    expect(visitor.consoleErrors).toEqual([]);
    await visitor.context.close();

    await page.reload();
    await page.getByTestId('email-status').getByText('مؤكَّد', { exact: true }).waitFor();
    await page.getByLabel('البريد الإلكتروني').fill(`other-${address}`);
    await page.getByText('احفظ التغييرات أولًا، ثم أكِّد العنوان الجديد.').waitFor();
    await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await page.getByTestId('email-status').getByText('غير مؤكَّد').waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  describe('email verification screens', () => {
    const SHOTS = path.join(import.meta.dirname, 'screenshots', 'email-verification');
    const TEXT = {
      ar: {
        unverified: 'غير مؤكَّد',
        send: 'إرسال رابط التأكيد',
        sent: /أرسلنا رابطًا إلى/,
        verified: 'مؤكَّد',
        done: 'تم تأكيد بريدك الإلكتروني',
        expired: 'انتهت صلاحية هذا الرابط',
        invalid: 'هذا الرابط غير صالح',
        signIn: 'تسجيل الدخول',
      },
      en: {
        unverified: 'Not verified',
        send: 'Send verification link',
        sent: /We sent a link to/,
        verified: 'Verified',
        done: 'Your email address is confirmed',
        expired: 'This link has expired',
        invalid: 'This link is not valid',
        signIn: 'Sign in',
      },
    } as const;

    for (const look of looksToCheck()) {
      it(`profile and verify-email-${tagOfLook(look)}: each state reads well, without sideways scroll or serious axe findings`, async () => {
        const { language, width, dark } = look;
        const text = TEXT[language];
        const tag = tagOfLook(look);
        const shot = (page: Page, name: string) =>
          page.screenshot({ path: path.join(SHOTS, `${name}-${tag}.png`), fullPage: true });
        const check = async (page: Page) => {
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          ).toBeLessThanOrEqual(0);
          if (!dark) expect(await seriousViolations(page)).toEqual([]);
        };
        const user = await signIn(site.server);
        const address = `look-${user.userId.slice(0, 8)}@example.com`;
        await site.server.send(account.updateProfile, { body: { email: address } }, { token: user.token });
        const signedIn = await site.open({
          width,
          dark,
          storage: { ...session(user), language },
        });
        const { page } = signedIn;
        await page.goto('/profile');
        const status = page.getByTestId('email-status');
        await status.getByText(text.unverified).waitFor();
        await check(page);
        await shot(page, 'profile-unverified');
        await status.getByRole('button', { name: text.send }).click();
        await status.getByText(text.sent).waitFor();
        await shot(page, 'profile-link-sent');

        const link = verificationLinkIn(
          (await lastOutboxEmail(site.server.deps.config.email.outboxFile, address)).text,
        );
        await page.goto(`${link.url.pathname}${link.url.search}`);
        await page.getByRole('heading', { name: text.done }).waitFor();
        await check(page);
        await shot(page, 'verify-email-done');
        await page.goto('/profile');
        await page.getByTestId('email-status').getByText(text.verified, { exact: true }).waitFor();
        await shot(page, 'profile-verified');
        expect(signedIn.consoleErrors).toEqual([]);
        await signedIn.context.close();

        // Signed out: a link older than its lifetime, and one that was tampered with.
        const visitor = await site.open({ width, dark, storage: { language } });
        const old = emailVerificationPath(site.server.deps.secrets, {
          userId: user.userId,
          address,
          madeAt: new Date(site.server.clock.now().getTime() - 49 * 3600 * 1000),
        });
        await visitor.page.goto(old);
        await visitor.page.getByRole('heading', { name: text.expired }).waitFor();
        await visitor.page.locator('main').getByRole('link', { name: text.signIn }).waitFor();
        await check(visitor.page);
        await shot(visitor.page, 'verify-email-expired');
        await visitor.page.goto(`${link.url.pathname}?user=${user.userId}&at=1&token=wrong`);
        await visitor.page.getByRole('heading', { name: text.invalid }).waitFor();
        await shot(visitor.page, 'verify-email-invalid');
        expect(visitor.consoleErrors.filter((error) => !error.includes('422'))).toEqual([]);
        await visitor.context.close();
      });
    }
  });

  it('is for signed-in users only', async () => {
    const { context, page } = await site.open();
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/register');
    await context.close();
  });
});
