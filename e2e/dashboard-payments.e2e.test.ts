import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../contract/common.js';
import { taxDocuments, visibilityProducts } from '../server/db/schema/index.js';
import { signIn } from '../server/test/support/clients/sign-in-flow.js';
import { publishedAd } from '../server/test/support/fixtures/conversation-fixtures.js';
import {
  insertInvoice,
  insertPaymentSettings,
  insertSettledOrder,
} from '../server/test/support/fixtures/payment-fixtures.js';
import { adminEnv, loginAdmin } from '../server/test/support/fixtures/staff-fixtures.js';
import { toast } from './support/browser.js';
import { menuLink, openAsStaffWith, openBackOffice, openFromMenu } from './support/back-office.js';
import { useCatalogue } from './support/catalogue.js';
import { screenProblems } from './support/screen-checks.js';
import { screenshotPath } from './support/screenshots.js';
import { useSite } from './support/site.js';
import { staffStorage } from './support/staff-storage.js';

/**
 * The back-office's finance (ADR 0041): staff read the orders, the revenue per day and product, and
 * change a product's price. Orders and tax documents are written by the payment fixtures, as
 * settling would leave them.
 */
const site = useSite({ ...adminEnv, MODERATION: 'off' });
const catalogue = useCatalogue(site);
const HOUR_MS = 3_600_000;

let adminToken: string;
let buyerPhoneEnd: string;

beforeAll(async () => {
  const { server } = site;
  const { db } = server.deps;
  adminToken = await loginAdmin(server);
  await insertPaymentSettings(db, new Date());
  const buyer = await signIn(server);
  buyerPhoneEnd = buyer.e164.slice(-2);
  const ad = await publishedAd(server, catalogue.l, buyer);
  // Two paid orders at noon yesterday in Riyadh and a failed one now (the page shows the last 30 days).
  const riyadhToday = new Date(Date.now() + 3 * HOUR_MS).toISOString().slice(0, 10);
  const yesterday = new Date(Date.parse(`${riyadhToday}T09:00:00Z`) - 24 * HOUR_MS);
  await insertInvoice(db, yesterday, buyer.userId, ad);
  const refunded = await insertInvoice(db, new Date(yesterday.getTime() + HOUR_MS), buyer.userId, ad);
  await insertSettledOrder(db, new Date(), buyer.userId, ad, 'failed');
  const [invoice] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, refunded));
  await db.insert(taxDocuments).values({
    kind: 'creditNote',
    series: 'CN',
    year: invoice!.year,
    sequence: 1,
    number: `CN-${invoice!.year}-000001`,
    orderId: invoice!.orderId,
    issuedAt: new Date(),
    content: {},
    net: 1_000,
    vatRateBasisPoints: 1500,
    vat: 150,
    total: 1_150,
  });
}, 120_000);

describe('finance in the back-office', () => {
  it('lists the orders with masked phones, narrows them by status and links each to its page', async () => {
    const { page, consoleErrors } = await openBackOffice(site);
    await openFromMenu(page, 'طلبات الشراء', '/dashboard/payments/orders');
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    await rows.first().getByText('فشل الدفع').waitFor();
    await rows
      .nth(1)
      .getByText(new RegExp(`^\\+966•+${buyerPhoneEnd}$`))
      .waitFor();
    await rows.nth(1).getByText('56.35 ر.س').waitFor();
    await page.getByLabel('الحالة').selectOption('paid');
    await expect.poll(() => rows.filter({ hasText: 'فشل الدفع' }).count()).toBe(0);
    await expect.poll(() => rows.count()).toBe(2);
    const link = rows.first().getByRole('link', { name: /^فتح طلب / });
    expect(await link.getAttribute('href')).toMatch(/^\/dashboard\/payments\/orders\/[0-9a-f-]{36}$/);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('shows the revenue per day with its totals, credit notes taken off, and downloads the CSV', async () => {
    const { page, consoleErrors } = await openBackOffice(site);
    await openFromMenu(page, 'الإيرادات', '/dashboard/payments/revenue');
    const byDay = page.locator('table', { has: page.getByText('حسب اليوم والخدمة') });
    const totals = byDay.locator('tfoot tr');
    await totals.getByText('112.70 ر.س').waitFor();
    await totals.getByText('11.50 ر.س').waitFor();
    await totals.getByText('101.20 ر.س').waitFor();
    expect(await page.locator('[data-revenue-chart] rect[data-value="11270"]').count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'تنزيل ملف CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^revenue-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('changes a product’s price: the table shows it and new orders will take it', async () => {
    const { page, consoleErrors } = await openBackOffice(site);
    await openFromMenu(page, 'الأسعار والضريبة', '/dashboard/payments/settings');
    await page.getByLabel('الرقم الضريبي').waitFor();
    const row = page.locator('tr[data-product="bump"]');
    await row.getByText('19.00 ر.س').waitFor();
    await row.getByRole('button', { name: 'تعديل رفع الإعلان إلى أعلى الأحدث' }).click();
    const editor = page.getByRole('form', { name: 'تعديل رفع الإعلان إلى أعلى الأحدث' });
    await editor.getByLabel('السعر الصافي').fill('0.5');
    await editor.getByRole('button', { name: 'حفظ الخدمة' }).click();
    await editor.getByText('أقل سعر تقبله بوابة الدفع ريال واحد (100 هللة)').waitFor();
    await editor.getByLabel('السعر الصافي').fill('24.5');
    await editor.getByRole('button', { name: 'حفظ الخدمة' }).click();
    await toast(page, 'تم الحفظ: الطلبات الجديدة تستخدم القيم الجديدة').waitFor();
    await row.getByText('24.50 ر.س').waitFor();
    const [bump] = await site.server.deps.db
      .select()
      .from(visibilityProducts)
      .where(eq(visibilityProducts.code, 'bump'));
    expect(bump?.netPrice).toBe(2_450);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('speaks English too', async () => {
    const { page, consoleErrors } = await openBackOffice(site, { language: 'en' });
    await page.goto('/dashboard/payments/settings');
    await page.getByRole('heading', { name: 'Prices and VAT' }).waitFor();
    await page.locator('tr[data-product="bump"]').getByText('SAR 24.50').waitFor();
    await page.getByLabel('VAT registration number').waitFor();
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('shows the menu entries only with Payments.View, and the settings read-only without Payments.Manage', async () => {
    const without = await openAsStaffWith(site, adminToken, ['ViewDashboard', 'Users.View']);
    await without.page.goto('/dashboard');
    await menuLink(without.page, 'المستخدمون').waitFor();
    for (const name of ['طلبات الشراء', 'الإيرادات', 'الأسعار والضريبة']) {
      expect(await menuLink(without.page, name).count(), name).toBe(0);
    }
    await without.context.close();

    const reader = await openAsStaffWith(site, adminToken, [
      'ViewDashboard',
      'Payments.View',
      'Payments.Read',
    ]);
    await reader.page.goto('/dashboard');
    await menuLink(reader.page, 'الأسعار والضريبة').click();
    await reader.page.locator('tr[data-product="bump"]').waitFor();
    expect(await reader.page.getByRole('button', { name: /^تعديل / }).count()).toBe(0);
    expect(await reader.page.getByRole('button', { name: 'حفظ بيانات البائع والضريبة' }).count()).toBe(0);
    await reader.context.close();
  }, 120_000);

  it('screenshots: orders at 390 and 1280 px, revenue and settings at 1280 px, Arabic and English', async () => {
    const problems: string[] = [];
    const shoot = async (page: Page, name: string) => {
      await page.screenshot({ path: screenshotPath(name, 'dashboard-payments'), fullPage: true });
      problems.push(...(await screenProblems(page, name, { axe: true })));
    };
    for (const language of ['ar', 'en'] as Language[]) {
      const storage = await staffStorage(
        site.server,
        adminEnv.ADMIN_EMAIL,
        adminEnv.ADMIN_PASSWORD,
        language,
      );
      for (const width of [390, 1280]) {
        const { context, page, consoleErrors } = await site.open({ width, storage });
        await page.goto('/dashboard/payments/orders');
        await expect.poll(() => page.locator('tbody tr').count()).toBe(3);
        await shoot(page, `orders-${language}-${width}`);
        if (width === 1280) {
          await page.goto('/dashboard/payments/revenue');
          await page.locator('tfoot').first().waitFor();
          await shoot(page, `revenue-${language}-${width}`);
          await page.goto('/dashboard/payments/settings');
          await page.locator('tr[data-product="bump"]').waitFor();
          await page.locator('tr[data-product="feature-7"] button').click();
          await page.locator('form[aria-label]').waitFor();
          await shoot(page, `settings-${language}-${width}`);
        }
        problems.push(...consoleErrors.map((error) => `${language}-${width}: ${error}`));
        await context.close();
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
