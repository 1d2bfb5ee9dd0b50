import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../contract/common.js';
import * as paymentsApi from '../contract/endpoints/payments.js';
import { orders, payments } from '../server/db/schema/index.js';
import { insertPaymentSettings } from '../server/test/support/fixtures/payment-fixtures.js';
import { adminEnv, loginAdmin } from '../server/test/support/fixtures/staff-fixtures.js';
import { startFakeMoyasar, type FakeMoyasar } from '../server/test/support/fakes/fake-moyasar.js';
import { madeBeforeAll } from './support/before-all.js';
import { toast } from './support/browser.js';
import { openAsStaffWith } from './support/back-office.js';
import { useCatalogue } from './support/catalogue.js';
import { screenProblems } from './support/screen-checks.js';
import { screenshotPath } from './support/screenshots.js';
import { useSite } from './support/site.js';

/**
 * Refunding part of an order in the back office (docs/decisions/0041-paid-visibility.md, "Refunds"):
 * a feature paid at the fake Moyasar, staff with Payments.Refund open the order, refund 20 SAR with a
 * reason and a second press, and see the refund and its credit note; a reader of payments sees no
 * refund button. Screenshots in Arabic and English at 1280 px.
 */
const moyasar = madeBeforeAll<FakeMoyasar>(() => startFakeMoyasar());
const site = useSite(() => ({ ...adminEnv, ...moyasar().env(), MODERATION: 'off' }));
const catalogue = useCatalogue(site);

const REASON = 'طلب العميل الاسترداد خلال أسبوع';
let adminToken: string;

/** A 7-day feature (56.35 SAR) of a new published ad, paid and settled. */
async function paidOrder(): Promise<string> {
  const { server } = site;
  const saved = await catalogue.save('residence', {
    titleAr: 'شقة للإيجار في حي الياسمين',
    titleEn: 'Apartment for rent in Al Yasmin',
  });
  expect(saved.status).toBe('published');
  const created = await server.send(
    paymentsApi.createOrder,
    { body: { productCode: 'feature-7', propertyId: saved.id, idempotencyKey: randomUUID() } },
    { token: catalogue.owner.token },
  );
  expect(created.status).toBe(201);
  const [order] = await server.deps.db.select().from(orders).where(eq(orders.id, created.body.id));
  await moyasar().pay(order!.checkoutId!, 'paid');
  const settled = await server.send(
    paymentsApi.getOrder,
    { params: { id: created.body.id } },
    { token: catalogue.owner.token },
  );
  expect(settled.body.status).toBe('paid');
  return created.body.id;
}

beforeAll(async () => {
  moyasar().webhookUrl = `${site.server.url}${paymentsApi.receiveMoyasarWebhook.path}`;
  await insertPaymentSettings(site.server.deps.db, site.server.clock.now());
  adminToken = await loginAdmin(site.server);
}, 120_000);

const refunder = (language: Language = 'ar') =>
  openAsStaffWith(site, adminToken, ['Payments.Read', 'Payments.Refund'], { language, width: 1280 });

describe('an order in the back office', () => {
  it('staff refund part of it with a reason and a confirmation; the refund and its credit note show', async () => {
    const orderId = await paidOrder();
    const { page, context, consoleErrors } = await refunder();
    await page.goto(`/dashboard/payments/orders/${orderId}`);
    await page.getByRole('heading', { name: 'تمييز الإعلان 7 أيام' }).waitFor();

    await page.getByRole('button', { name: 'استرداد' }).click();
    const dialog = page.getByRole('dialog', { name: 'استرداد مبلغ هذا الطلب' });
    const amount = dialog.getByLabel('المبلغ المسترد');
    expect(await amount.inputValue()).toBe('56.35');
    await dialog.getByRole('button', { name: 'متابعة' }).click();
    await dialog.getByText('اكتب سبب الاسترداد').waitFor();
    await amount.fill('20');
    await dialog.getByLabel(/^السبب/).fill(REASON);
    await dialog.getByRole('button', { name: 'متابعة' }).click();
    await dialog.getByText('بيرجع لبطاقة المشتري مبلغ 20.00 ر.س').waitFor();
    expect(await page.evaluate(() => document.querySelectorAll('[data-sonner-toast]').length)).toBe(0);
    await dialog.getByRole('button', { name: 'استرداد 20.00 ر.س' }).click();
    await toast(page, 'تم الاسترداد وصدر الإشعار الدائن CN-').waitFor();

    await page.getByText(REASON).waitFor();
    await page.getByText('تم الاسترداد', { exact: true }).waitFor();
    await page.getByText(/إشعار دائن\s*CN-\d{4}-\d{6}/).waitFor();
    const [payment] = await site.server.deps.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment?.refunded).toBe(2_000);
    expect(moyasar().payments.get(payment!.gatewayPaymentId)?.refunded).toBe(2_000);
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('a reader of payments sees the order and no refund button', async () => {
    const orderId = await paidOrder();
    const { page, context } = await openAsStaffWith(site, adminToken, ['Payments.Read'], { width: 1280 });
    await page.goto(`/dashboard/payments/orders/${orderId}`);
    await page.getByRole('heading', { name: 'تمييز الإعلان 7 أيام' }).waitFor();
    await page.getByText('فاتورة ضريبية').waitFor();
    expect(await page.getByRole('button', { name: 'استرداد' }).count()).toBe(0);
    await context.close();
  }, 120_000);

  it('screenshots of an order with a refund and of the refund form: 1280 px, Arabic and English', async () => {
    const orderId = await paidOrder();
    const problems: string[] = [];
    for (const language of ['ar', 'en'] as const) {
      const { page, context } = await refunder(language);
      await page.goto(`/dashboard/payments/orders/${orderId}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const shoot = async (name: string, target: Page) => {
        await target.screenshot({ path: screenshotPath(name), fullPage: true });
        problems.push(...(await screenProblems(target, name, { axe: true })));
      };
      await page.getByRole('button', { name: language === 'ar' ? 'استرداد' : 'Refund' }).click();
      await page.getByRole('dialog').waitFor();
      await shoot(`dashboard-payment-refund-form-${language}-1280`, page);
      await page.keyboard.press('Escape');
      if (language === 'ar') {
        await page.getByRole('button', { name: 'استرداد' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('المبلغ المسترد').fill('15.5');
        await dialog.getByLabel(/^السبب/).fill(REASON);
        await dialog.getByRole('button', { name: 'متابعة' }).click();
        await dialog.getByRole('button', { name: 'استرداد 15.50 ر.س' }).click();
        await toast(page, 'تم الاسترداد').waitFor();
      }
      await page.getByText(REASON).waitFor();
      await shoot(`dashboard-payment-order-${language}-1280`, page);
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 180_000);
});
