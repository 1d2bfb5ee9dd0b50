import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as auth from '../contract/endpoints/dashboard/auth.js';
import * as broadcasts from '../contract/endpoints/dashboard/notifications.js';
import * as statistics from '../contract/endpoints/dashboard/statistics.js';
import { createAd, loadLookups, residenceBody } from '../server/test/support/fixtures/catalogue-fixtures.js';
import { signIn } from '../server/test/support/clients/sign-in-flow.js';
import {
  adminEnv,
  createRole,
  createStaff,
  login,
  loginAdmin,
} from '../server/test/support/fixtures/staff-fixtures.js';
import { toast } from './support/browser.js';
import { backOfficeLooks, openBackOffice, openFromMenu } from './support/back-office.js';
import { badge, bell, openWithLiveBell, panel } from './support/bell.js';
import { screenProblems } from './support/screen-checks.js';
import { screenshotPath } from './support/screenshots.js';
import { useSite } from './support/site.js';
import { userStorage } from './support/user-session.js';

const site = useSite(adminEnv);

beforeAll(async () => {
  const { server } = site;
  const l = await loadLookups(server);
  // A few users on different days and ads in two regions, so the charts have shapes.
  for (const days of [5, 3, 1]) {
    await signIn(server);
    server.clock.advance(days * 24 * 3600);
  }
  const owner = await signIn(server);
  await createAd(server, owner.token, 'residence', residenceBody(l, { titleAr: 'فيلا في الرياض' }));
  await createAd(
    server,
    owner.token,
    'residence',
    residenceBody(l, {
      titleAr: 'شقة في جدة',
      regionId: l.id('region', 'region:makkah'),
      cityId: l.id('region', 'city:makkah'),
    }),
  );
}, 300_000);

/** The rows of a chart's hidden table, as [label, value]. */
const tableOf = (page: Page, title: string) =>
  page
    .getByRole('figure', { name: title })
    .locator('table tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('th')?.textContent ?? '',
        row.querySelector('td')?.textContent ?? '',
      ]),
    );

describe('back-office home charts', () => {
  it('draws the statistics as SVG charts whose figures are the API’s, time flowing right to left in Arabic', async () => {
    const { page, context, consoleErrors } = await openBackOffice(site);
    const stats = (
      await site.server.send(statistics.getStatistics, undefined, {
        token: await loginAdmin(site.server),
        language: 'ar',
      })
    ).body;
    await page.goto('/dashboard');
    const figures = page.getByRole('figure');
    await figures.first().locator('svg.recharts-surface').waitFor();
    expect(await figures.count()).toBe(5);
    for (let index = 0; index < 5; index += 1) {
      await figures.nth(index).locator('svg.recharts-surface').waitFor();
    }

    const newUsers = await tableOf(page, 'المستخدمون الجدد يوميًا');
    expect(newUsers).toHaveLength(stats.users.newPerDay.length);
    expect(newUsers.map(([, value]) => Number(value))).toEqual(stats.users.newPerDay.map((day) => day.count));
    const byStatus = await tableOf(page, 'الإعلانات حسب الحالة');
    expect(byStatus.find(([label]) => label === 'قيد المراجعة')?.[1]).toBe(
      String(stats.properties.byStatus.pending),
    );
    const byRegion = await tableOf(page, 'الإعلانات حسب المنطقة');
    expect(byRegion).toEqual(stats.properties.byRegion.map((row) => [row.region.name, String(row.count)]));
    const messages = await tableOf(page, 'الرسائل يوميًا');
    expect(messages.map(([, value]) => Number(value))).toEqual(stats.messages.perDay.map((day) => day.count));
    await page
      .getByRole('link', { name: /إعلانات بانتظار المراجعة/ })
      .getByText(String(stats.properties.pending), { exact: true })
      .waitFor();

    // Arabic: the oldest day is drawn at the right, today at the left.
    const ticks = await figures
      .first()
      .locator('.recharts-xAxis-tick-labels text')
      .evaluateAll((texts) => texts.map((text) => Number(text.getAttribute('x'))));
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks[0]).toBeGreaterThan(ticks[ticks.length - 1] ?? Infinity);
    // Digits are Latin in both languages.
    expect(await page.locator('main').textContent()).not.toMatch(/[٠-٩]/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('account', () => {
  it('changes the own password: a toast, the other sessions end, the old password fails', async () => {
    const roleId = await createRole(site.server, await loginAdmin(site.server), ['AllowLoginToDashboard']);
    const account = await createStaff(site.server, await loginAdmin(site.server), roleId);
    const otherSession = await login(site.server, account.email, account.password);
    const { page, context } = await openBackOffice(site, { account });
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /حسابي/ }).click();
    await page.waitForURL('**/dashboard/account');
    await page.getByRole('heading', { level: 1, name: 'حسابي' }).waitFor();

    const newPassword = 'Amber-Lantern-Orchard-58';
    await page.getByLabel('كلمة المرور الحالية').fill('Not-My-Password-123');
    await page.getByLabel('كلمة المرور الجديدة').fill(newPassword);
    await page.getByLabel('تأكيد كلمة المرور').fill(newPassword);
    await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await page.getByText('كلمة المرور الحالية غير صحيحة').waitFor();

    await page.getByLabel('كلمة المرور الحالية').fill(account.password);
    await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await toast(page, 'تم تغيير كلمة المرور').waitFor();

    const old = await site.server.send(auth.login, {
      body: { email: account.email, password: account.password },
    });
    expect(old.status).toBe(422);
    const fresh = await site.server.send(auth.login, {
      body: { email: account.email, password: newPassword },
    });
    expect(fresh.status).toBe(200);
    expect((await site.server.send(auth.getMe, undefined, { token: otherSession })).status).toBe(401);
    // This browser's session stays signed in.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'حسابي' }).waitFor();
    expect(page.url()).toContain('/dashboard/account');
    await context.close();
  });
});

describe('broadcast', () => {
  it('a broadcast to all users reaches a signed-in user’s bell live, in their language', async () => {
    const reader = await signIn(site.server);
    const readerSide = await site.open({ storage: userStorage(reader) });
    await openWithLiveBell(readerSide.page, '/');
    expect(await badge(readerSide.page).count()).toBe(0);

    const adminSide = await openBackOffice(site);
    const admin = adminSide.page;
    await openFromMenu(admin, 'الإشعارات', '/dashboard/notifications');
    const arabic = admin.getByRole('group', { name: 'بالعربية' });
    const english = admin.getByRole('group', { name: 'بالإنجليزية' });
    await arabic.getByLabel('العنوان').fill('تحديث جديد في منزل');
    await arabic.getByLabel('النص').fill('أضفنا البحث بالخريطة، جربه الآن');
    await english.getByLabel('العنوان').fill('Something new on Manzil');
    await english.getByLabel('النص').fill('Map search is here, try it now');

    const send = admin.getByRole('button', { name: 'إرسال', exact: true });
    expect(await send.isDisabled()).toBe(true);
    await admin.getByRole('button', { name: 'احسب عدد المستلمين' }).click();
    const expected = (
      await site.server.send(
        broadcasts.previewBroadcast,
        { body: { segment: { kind: 'all' } } },
        { token: await loginAdmin(site.server) },
      )
    ).body.count;
    await admin.getByRole('status').getByText(`سيصل إلى ${expected} مستخدم`).waitFor();
    await send.click();
    const dialog = admin.getByRole('dialog', { name: 'إرسال هذا الإشعار؟' });
    await dialog.getByText(`سيُرسل الآن إلى ${expected} مستخدم`).waitFor();
    await dialog.getByRole('button', { name: `أرسل إلى ${expected} مستخدم` }).click();
    await toast(admin, `أُرسل الإشعار إلى ${expected} مستخدم`).waitFor();
    const history = admin.getByRole('list', { name: 'الإشعارات المرسلة' });
    await history.getByText('تحديث جديد في منزل').waitFor();
    await history.getByText('Something new on Manzil').waitFor();

    const readerPage = readerSide.page;
    await badge(readerPage).getByText('1', { exact: true }).waitFor();
    await bell(readerPage).click();
    const item = panel(readerPage).getByRole('listitem').first();
    await item.getByText('تحديث جديد في منزل').waitFor();
    await item.getByText('أضفنا البحث بالخريطة، جربه الآن').waitFor();
    await item.getByText('من منزل').waitFor();
    // About no ad: opening it stays on the page.
    const before = readerPage.url();
    await item.getByRole('button').first().click();
    expect(readerPage.url()).toBe(before);
    await adminSide.context.close();
    await readerSide.context.close();
  });
});

describe('audit log staff picker', () => {
  it('finds a staff member by email and filters the log by them', async () => {
    const token = await loginAdmin(site.server);
    const roleId = await createRole(site.server, token, [
      'AllowLoginToDashboard',
      'Roles.Create',
      'Roles.ReadList',
    ]);
    const other = await createStaff(site.server, token, roleId);
    await createRole(site.server, await login(site.server, other.email, other.password), [
      'AllowLoginToDashboard',
    ]);

    const { page, context } = await openBackOffice(site, { language: 'en' });
    await page.goto('/dashboard/audit-log');
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    const picker = page.getByRole('combobox', { name: 'Staff member' });
    await picker.fill(other.email.slice(0, 12));
    await page.getByRole('option', { name: new RegExp(other.email) }).click();
    expect(await picker.inputValue()).toBe('Test Staff');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(other.email);

    await page.getByRole('button', { name: 'Show all staff' }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    await context.close();
  });
});

describe('screenshots', () => {
  it('home charts and the broadcast screen: ar/en × 390/1280 × light/dark', async () => {
    const problems = await backOfficeLooks(site, async ({ page, dark, name }) => {
      await page.goto('/dashboard');
      await page.getByRole('figure').nth(4).locator('svg.recharts-surface').waitFor();
      await page.screenshot({ path: screenshotPath(`dashboard-home-charts-${name}`), fullPage: true });
      const home = await screenProblems(page, `home ${name}`, { axe: !dark });
      await page.goto('/dashboard/notifications');
      await page.locator('main ol li').first().waitFor();
      await page.getByRole('radio').nth(2).check();
      await page.screenshot({ path: screenshotPath(`dashboard-broadcast-${name}`), fullPage: true });
      return [...home, ...(await screenProblems(page, `broadcast ${name}`, { axe: !dark }))];
    });
    expect(problems).toEqual([]);
  }, 180_000);
});
