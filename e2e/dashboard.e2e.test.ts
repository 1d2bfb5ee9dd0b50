import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  adminEnv,
  createRole,
  createStaff,
  lastResetCode,
  loginAdmin,
  type StaffAccount,
} from '../server/test/support/fixtures/staff-fixtures.js';
import * as auth from '../contract/endpoints/dashboard/auth.js';
import * as rolesApi from '../contract/endpoints/dashboard/roles.js';
import { screenshotThemes } from './support/looks.js';
import { seriousViolations } from './support/axe.js';
import { useSite } from './support/site.js';

const site = useSite(adminEnv);
let adminToken: string;
/** Only what a property reviewer needs (issue 7). */
let reviewer: StaffAccount;
const shots = path.join(import.meta.dirname, 'screenshots');

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  adminToken = await loginAdmin(site.server);
  const reviewerRole = await createRole(
    site.server,
    adminToken,
    ['AllowLoginToDashboard', 'ViewDashboard', 'Properties.View', 'Properties.ReadList'],
    'Property reviewers',
  );
  reviewer = await createStaff(site.server, adminToken, reviewerRole);
});

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/dashboard/login');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
}

const menuLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'قائمة لوحة التحكم' }).getByRole('link').allTextContents();

describe('back-office', () => {
  it('the home page loads none of the back-office code or texts', async () => {
    const { context, page, consoleErrors } = await site.open();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /Dashboard|dashboard/.test(url))).toEqual([]);
    // The back-office arrives in chunks of its own (the shell, each screen) when it is opened.
    await page.goto('/dashboard');
    await page.waitForURL('**/dashboard/login');
    expect(scripts.some((url) => /DashboardShell-/.test(url))).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('sign-in: a wrong password shows the server message, the right one opens the home and stores the keys', async () => {
    const { context, page } = await site.open();
    await page.goto('/dashboard/roles');
    await page.waitForURL('**/dashboard/login');
    await signInThroughForm(page, ADMIN.email, 'not-the-password');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

    const password = page.getByLabel('كلمة المرور', { exact: true });
    await page.getByRole('button', { name: 'إظهار كلمة المرور' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'إخفاء كلمة المرور' }).click();
    expect(await password.getAttribute('type')).toBe('password');

    await password.fill(ADMIN.password);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'مرحبًا، مدير عام' }).waitFor();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('adminToken'),
      permissions: JSON.parse(localStorage.getItem('permissions') ?? '[]') as string[],
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.permissions).toContain('Roles.Create');
    // A website session is a different thing: the back-office token is not its Token.
    expect(await page.evaluate(() => localStorage.getItem('Token'))).toBeNull();
    await context.close();
  });

  it('five wrong passwords lock the address with the server’s 429 message', async () => {
    const { context, page } = await site.open();
    await signInThroughForm(page, 'nobody@manzil.test', 'wrong-password-1');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await page.getByLabel('كلمة المرور', { exact: true }).fill(`wrong-password-${attempt}`);
      await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
      await page.getByRole('button', { name: 'تسجيل الدخول' }).waitFor();
    }
    await expect.poll(() => alert.textContent()).toBe('محاولات دخول خاطئة كثيرة، حاول مرة أخرى بعد 15 دقيقة');
    await context.close();
  });

  it('a reviewer sees only its menu entries, the moderation queue and "not allowed" elsewhere', async () => {
    const { context, page, consoleErrors } = await site.open();
    await signInThroughForm(page, reviewer.email, reviewer.password);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect.poll(() => menuLinks(page)).toEqual(['الرئيسية', 'العقارات والمراجعة']);
    await page.getByRole('link', { name: 'العقارات والمراجعة' }).click();
    await page.getByRole('heading', { level: 1, name: 'العقارات والمراجعة' }).waitFor();
    await page.getByRole('group', { name: 'حالة الإعلان' }).waitFor();
    expect(await page.getByText('هذه الشاشة قيد الإعداد').count()).toBe(0);
    for (const screen of [
      '/dashboard/roles',
      '/dashboard/staff',
      '/dashboard/audit-log',
      '/dashboard/users',
    ]) {
      await page.goto(screen);
      await page.getByRole('heading', { level: 1, name: 'غير مسموح' }).waitFor();
      expect(await menuLinks(page), screen).toEqual(['الرئيسية', 'العقارات والمراجعة']);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('forgotten password: a code by email, a new password checked first, a wrong code refused with the server’s message, then sign-in with it', async () => {
    const roleId = await createRole(site.server, adminToken, ['AllowLoginToDashboard', 'ViewDashboard']);
    const account = await createStaff(site.server, adminToken, roleId);
    const { context, page } = await site.open();
    await page.goto('/dashboard/login');
    await page.getByRole('button', { name: 'نسيت كلمة المرور؟' }).click();
    await page.getByLabel('البريد الإلكتروني').fill(account.email);
    await page.getByRole('button', { name: 'إرسال الرمز' }).click();
    await page.getByRole('heading', { level: 1, name: 'تعيين كلمة مرور جديدة' }).waitFor();
    const code = await lastResetCode(site.server, account.email);

    await page.getByLabel('رمز التحقق').fill(code);
    await page.getByLabel('كلمة المرور الجديدة').fill('Short-1');
    await page.getByLabel('تأكيد كلمة المرور').fill('Short-1');
    await page.getByRole('button', { name: 'حفظ كلمة المرور' }).click();
    expect(await page.getByText('كلمة المرور يجب ألا تقل عن 10 أحرف').count()).toBe(1);

    const newPassword = 'Amber-Dune-Compass-58';
    await page.getByLabel('رمز التحقق').fill(code === '000000' ? '111111' : '000000');
    await page.getByLabel('كلمة المرور الجديدة').fill(newPassword);
    await page.getByLabel('تأكيد كلمة المرور').fill(newPassword);
    await page.getByRole('button', { name: 'حفظ كلمة المرور' }).click();
    await page.getByText('رمز التحقق غير صحيح أو لم يعد صالحًا، تحقّق منه أو اطلب رمزًا جديدًا').waitFor();

    await page.getByLabel('رمز التحقق').fill(code);
    await page.getByRole('button', { name: 'حفظ كلمة المرور' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe('تم تغيير كلمة المرور، سجّل الدخول بها الآن.');
    await page.getByLabel('كلمة المرور', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await context.close();
  });

  it('an admin creates a role in the editor and a staff member with it, sees both in the audit log, signs out', async () => {
    const { context, page, consoleErrors } = await site.open();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect
      .poll(() => menuLinks(page))
      .toEqual([
        'الرئيسية',
        'العقارات والمراجعة',
        'المستخدمون',
        'الموظفون',
        'الأدوار',
        'القوائم المرجعية',
        'الوسطاء',
        'مكاتب الوساطة',
        'قائمة انتظار التحقق',
        'رسائل الدعم',
        'التقييمات',
        'الرسائل',
        'البلاغات',
        'آراء العملاء',
        'إرسال الإشعارات',
        'طلبات الشراء',
        'الإيرادات',
        'الأسعار والضريبة',
        'سجل العمليات',
      ]);

    await page.getByRole('link', { name: 'الأدوار' }).click();
    await page.getByRole('cell', { name: 'Property reviewers', exact: true }).waitFor();
    await page.getByRole('link', { name: 'دور جديد' }).click();
    await page.getByLabel('اسم الدور').fill('Moderators');
    await page
      .getByRole('group', { name: 'عامة' })
      .getByRole('checkbox', { name: 'الدخول إلى لوحة التحكم' })
      .check();
    await page.getByRole('checkbox', { name: 'تحديد الكل: العقارات' }).check();
    const properties = page.getByRole('group', { name: 'العقارات' });
    expect(await properties.getByRole('checkbox', { checked: true }).count()).toBe(9);
    await properties.getByRole('checkbox', { name: 'حذف' }).uncheck();
    expect(
      await page
        .getByRole('checkbox', { name: 'تحديد الكل: العقارات' })
        .evaluate((box: HTMLInputElement) => box.indeterminate),
    ).toBe(true);
    await page.getByRole('button', { name: 'حفظ' }).click();
    await page.waitForURL('**/dashboard/roles');
    await page.getByRole('cell', { name: 'Moderators', exact: true }).waitFor();

    const roles = await site.server.send(
      rolesApi.listRoles,
      { query: { Query: 'Moderators' } },
      { token: adminToken },
    );
    expect(roles.body.data[0]?.permissions.sort()).toEqual(
      [
        'AllowLoginToDashboard',
        'Properties.Approve',
        'Properties.Create',
        'Properties.Feature',
        'Properties.Read',
        'Properties.ReadList',
        'Properties.Update',
        'Properties.View',
      ].sort(),
    );

    // The server's 409 for a name in use is shown on the form.
    await page.getByRole('link', { name: 'دور جديد' }).click();
    await page.getByLabel('اسم الدور').fill('moderators');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await page.getByRole('alert').waitFor();
    expect(page.url()).toMatch(/\/dashboard\/roles\/new$/);

    await page.getByRole('link', { name: 'الموظفون' }).click();
    await page.getByRole('button', { name: 'موظف جديد' }).click();
    const dialog = page.getByRole('dialog', { name: 'إضافة موظف' });
    // The contract's rules, checked before anything is sent, in the server's words.
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await dialog.getByText('كلمة المرور مطلوبة').waitFor();
    expect(await dialog.getByLabel('الدور').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByLabel('الاسم الكامل').fill('Noura Moderator');
    await dialog.getByLabel('البريد الإلكتروني').fill('noura@manzil.test');
    await dialog.getByLabel('الدور').selectOption({ label: 'Moderators' });
    // A required field's label ends with its star (hidden from screen readers).
    await dialog.getByLabel(/^كلمة المرور\*?$/).fill('Quiet-Lantern-Harbour-41');
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await page.getByRole('cell', { name: 'noura@manzil.test', exact: true }).waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.getByLabel('الحالة').selectOption({ label: 'موقوف' });
    await page.getByText('لا يوجد موظفون').waitFor();
    await page.getByLabel('الحالة').selectOption({ label: 'الكل' });
    await page.getByRole('cell', { name: 'noura@manzil.test', exact: true }).waitFor();

    await page.getByRole('link', { name: 'سجل العمليات' }).click();
    const rows = page.locator('tbody tr');
    await expect.poll(async () => (await rows.nth(0).textContent()) ?? '').toContain('الموظفون');
    expect(await rows.nth(0).textContent()).toContain('إضافة');
    expect(await rows.nth(1).textContent()).toContain('الأدوار');
    await page.getByRole('button', { name: 'عرض تغييرات إضافة في الموظفون' }).first().click();
    await page.locator('tbody dl pre', { hasText: 'noura@manzil.test' }).waitFor();
    expect(await page.locator('tbody dl code', { hasText: 'fullName' }).count()).toBe(1);

    const timeHeader = page.getByRole('columnheader', { name: /الوقت/ });
    expect(await timeHeader.getAttribute('aria-sort')).toBe('descending');
    await timeHeader.getByRole('button').click();
    await expect.poll(() => timeHeader.getAttribute('aria-sort')).toBe('ascending');

    await page.getByLabel('المورد').selectOption({ label: 'الأدوار' });
    await expect
      .poll(() => page.locator('tbody tr').allTextContents())
      .not.toContainEqual(expect.stringContaining('الموظفون'));

    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await page.waitForURL('**/dashboard/login');
    expect(
      await page.evaluate(() => [localStorage.getItem('adminToken'), localStorage.getItem('permissions')]),
    ).toEqual([null, null]);
    expect((await site.server.send(auth.getMe, {}, { token: token ?? '' })).status).toBe(401);
    // Only the refused duplicate name, which the browser reports itself.
    expect(consoleErrors).toEqual([expect.stringContaining('409')]);
    await context.close();
  });

  it('a stale token sends back to the sign-in screen', async () => {
    const { context, page } = await site.open({
      storage: { adminToken: 'not.a.token', permissions: '["ViewDashboard","Roles.View","Roles.ReadList"]' },
    });
    await page.goto('/dashboard/roles');
    await page.waitForURL('**/dashboard/login');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    await context.close();
  });

  for (const language of ['ar', 'en'] as const) {
    for (const width of [390, 1280]) {
      it(`screenshots (light and dark) and axe: ${language}, ${width} px`, async () => {
        const login = await site.server.send(auth.login, { body: ADMIN });
        const storage = {
          adminToken: login.body.token,
          permissions: JSON.stringify(login.body.permissions),
          ...(language === 'en' ? { language: 'en', lang: 'en' } : {}),
        };
        const problems: string[] = [];
        for (const dark of screenshotThemes()) {
          const { context, page } = await site.open({ width, dark, storage });
          const screens: [string, string, (page: Page) => Promise<void>][] = [
            ['home', '/dashboard', (page) => page.locator('main dl div').first().waitFor()],
            [
              'roles-editor',
              '/dashboard/roles/new',
              (page) => page.locator('main fieldset').nth(3).waitFor(),
            ],
            ['staff', '/dashboard/staff', (page) => page.locator('tbody tr td').nth(3).waitFor()],
            [
              'audit-log',
              '/dashboard/audit-log',
              async (page) => {
                await page.locator('tbody tr button[aria-expanded]').first().click();
                await page.locator('tbody dl').waitFor();
              },
            ],
          ];
          for (const [name, url, ready] of screens) {
            await page.goto(url);
            await ready(page);
            await page.screenshot({
              path: path.join(shots, `dashboard-${name}-${language}-${width}-${dark ? 'dark' : 'light'}.png`),
              fullPage: true,
            });
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth > window.innerWidth,
            );
            if (overflow) problems.push(`${name} ${language} ${width}: the page is wider than the screen`);
            if (!dark) {
              problems.push(
                ...(await seriousViolations(page)).map(
                  (problem) => `${name} ${language} ${width}: ${problem}`,
                ),
              );
            }
          }
          if (width === 390 && !dark) {
            await page.getByRole('button', { name: language === 'ar' ? 'فتح القائمة' : 'Open menu' }).click();
            await page.locator('dialog#dashboard-drawer a').first().waitFor();
            await page.screenshot({ path: path.join(shots, `dashboard-menu-${language}-390-light.png`) });
          }
          await context.close();
        }
        expect(problems).toEqual([]);
      }, 120_000);
    }
  }
});
