import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as account from '../contract/endpoints/account.js';
import { users } from '../server/db/schema/index.js';
import { signIn, type SignedIn } from '../server/test/support/sign-in-flow.js';
import { startTestServer, type TestServer } from '../server/test/support/test-server.js';
import { launchBrowser, openPage } from './support/browser.js';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await server.close();
});

const session = (user: SignedIn, token = user.token) => ({
  Token: token,
  refreshToken: user.refreshToken,
  userInfoId: user.userId,
});

describe('profile page', () => {
  it('shows the phone, saves name, email and WhatsApp, and shows field errors in red', async () => {
    const user = await signIn(server);
    const { context, page } = await openPage(browser, server.url, { storage: session(user) });
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
    const user = await signIn(server);
    const { context, page } = await openPage(browser, server.url, { storage: session(user) });
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
    const user = await signIn(server);
    const [header = '', payload = ''] = user.token.split('.');
    const { context, page } = await openPage(browser, server.url, {
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
    const user = await signIn(server);
    await server.send(account.logout, { body: { refreshToken: user.refreshToken } });
    const { context, page } = await openPage(browser, server.url, { storage: session(user) });
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/register');
    expect(
      await page.evaluate(() => [localStorage.getItem('Token'), localStorage.getItem('refreshToken')]),
    ).toEqual([null, null]);
    await context.close();
  });

  it('deletes the account after the confirmation', async () => {
    const user = await signIn(server);
    const { context, page } = await openPage(browser, server.url, { storage: session(user) });
    await page.goto('/profile');
    await page.locator('main').getByText(user.e164).waitFor();
    await page.getByRole('button', { name: 'حذف الحساب' }).click();
    await page
      .getByRole('dialog', { name: 'حذف الحساب' })
      .getByRole('button', { name: 'حذف الحساب' })
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('Token'))).toBeNull();
    expect(await server.deps.db.select().from(users).where(eq(users.id, user.userId))).toHaveLength(0);
    await context.close();
  });

  it('is for signed-in users only', async () => {
    const { context, page } = await openPage(browser, server.url);
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/register');
    await context.close();
  });
});
