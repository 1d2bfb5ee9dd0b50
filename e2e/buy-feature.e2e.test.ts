import { readFile } from 'node:fs/promises';
import { and, count, eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../contract/common.js';
import { orders, properties, taxDocuments } from '../server/db/schema/index.js';
import { signIn, type SignedIn } from '../server/test/support/clients/sign-in-flow.js';
import { startFakeMoyasar } from '../server/test/support/fakes/fake-moyasar.js';
import { insertPaymentSettings } from '../server/test/support/fixtures/payment-fixtures.js';
import { madeBeforeAll } from './support/before-all.js';
import { titled, useCatalogue } from './support/catalogue.js';
import { capturing } from './support/looks.js';
import { screenProblems } from './support/screen-checks.js';
import { screenshotPath } from './support/screenshots.js';
import { useSite } from './support/site.js';
import { userStorage } from './support/user-session.js';

/**
 * Buying a feature for one's live ad (docs/decisions/0041-paid-visibility.md): the dialog on the ad's
 * page and in /my-ads, the gateway's card and 3-D Secure pages (the fake Moyasar's), the return page,
 * and the invoice with its PDF; a refused card, and the gateway away.
 */

/**
 * The site's public address as the gateway is given it (`PUBLIC_URL`): the test server's port is only
 * known once it listens, so the browser is sent from this name to the server, as DNS would.
 */
const PUBLIC_ORIGIN = 'http://manzil-payments.test';

const moyasar = madeBeforeAll(() => startFakeMoyasar());
const site = useSite(() => ({
  ...moyasar().env(),
  // The default 500 ms is for API tests; here two cores are shared with a browser.
  PAYMENT_GATEWAY_TIMEOUT_MS: '5000',
  MODERATION: 'off',
  PUBLIC_URL: PUBLIC_ORIGIN,
}));
const catalogue = useCatalogue(site);

beforeAll(async () => {
  moyasar().webhookUrl = `${site.server.url}/api/website/payments/moyasar/webhook`;
  await insertPaymentSettings(site.server.deps.db, site.server.clock.now());
});
afterAll(() => moyasar().close());

const TEXT = {
  ar: {
    feature: (title: string) => `ميّز إعلان «${title}»`,
    dialog: 'ميّز إعلانك',
    sevenDays: /تمييز لمدة 7 أيام/,
    pay: 'ادفع 56.35 ر.س',
    vat: 'ضريبة القيمة المضافة 15٪',
    paid: 'تم الدفع بنجاح',
    declined: 'لم تتم عملية الدفع',
    waiting: 'نتأكد من الدفع',
    slow: 'الدفع قيد الإتمام',
    checkAgain: 'تحقق مرة أخرى',
    tryAgain: 'حاول مرة أخرى',
    gatewayAway: /تعذر الاتصال ببوابة الدفع/,
    invoices: 'المدفوعات والفواتير',
    expiresOn: /ينتهي في .* ما لم تؤكد أنه ما زال متاحًا/,
    featuredUntil: /إعلانك مميز حتى /,
    download: (number: string) => `تنزيل ${number} بصيغة PDF`,
  },
  en: {
    feature: (title: string) => `Feature “${title}”`,
    dialog: 'Feature your ad',
    sevenDays: /Featured for 7 days/,
    pay: 'Pay SAR 56.35',
    vat: 'VAT 15%',
    paid: 'Payment successful',
    declined: 'The payment did not go through',
    waiting: 'Confirming your payment',
    slow: 'Your payment is being completed',
    checkAgain: 'Check again',
    tryAgain: 'Try again',
    gatewayAway: /payment gateway cannot be reached/,
    invoices: 'Payments and invoices',
    expiresOn: /Expires on .* unless you confirm it is still available/,
    featuredUntil: /your ad is featured until /,
    download: (number: string) => `Download ${number} as PDF`,
  },
} as const;

/**
 * The test's own storage seeding (`openPage`'s init script) cannot read sessionStorage on the
 * document of the redirect below; the site's pages are not concerned.
 */
const SEEDING_ON_REDIRECT = "Failed to read the 'sessionStorage' property from 'Window'";

/** Sends the browser from the public address to the test server, path and query kept. */
async function resolvePublicOrigin(context: BrowserContext) {
  await context.route(`${PUBLIC_ORIGIN}/**`, (route) => {
    const url = new URL(route.request().url());
    return route.fulfill({
      status: 303,
      headers: { location: `${site.server.url}${url.pathname}${url.search}` },
    });
  });
}

/** A live ad of a new owner's, and a browser signed in as them. */
async function ownerWithLiveAd(language: Language, width: 390 | 1280, label: string) {
  const owner = await signIn(site.server);
  const titles = { ar: `فيلا للتمييز ${label}`, en: `Villa to feature ${label}` };
  const ad = await catalogue.save('residence', titled(titles), owner);
  const [row] = await site.server.deps.db
    .select({ status: properties.status })
    .from(properties)
    .where(eq(properties.id, ad.id));
  expect(row?.status).toBe('published');
  const opened = await site.open({ width, storage: userStorage(owner, language) });
  await resolvePublicOrigin(opened.context);
  return { ...opened, owner, ad: ad.id, title: titles[language] };
}

async function ordersOf(owner: SignedIn, propertyId: number) {
  return site.server.deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.buyerId, owner.userId), eq(orders.propertyId, propertyId)));
}

/** The light screenshot, then the same screen dark (the class the site's theme sets), in both. */
async function shots(page: Page, name: string, problems: string[]) {
  problems.push(...(await screenProblems(page, `${name} light`, { axe: true })));
  if (!capturing()) return;
  await page.screenshot({ path: screenshotPath(`${name}-light`, 'buy-feature') });
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  problems.push(...(await screenProblems(page, `${name} dark`, { axe: false })));
  await page.screenshot({ path: screenshotPath(`${name}-dark`, 'buy-feature') });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

/** On the fake Moyasar's page: pay by card, then pass (or fail) the bank's 3-D Secure check. */
async function payAtGateway(page: Page, secureCode: 'Authenticate' | 'Fail authentication') {
  await page.waitForURL((url) => url.pathname.startsWith('/checkout/invoices/'));
  await page.getByRole('button', { name: 'ادفع · Pay' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/checkout/3ds/'));
  await page.getByRole('button', { name: secureCode, exact: false }).click();
  await page.waitForURL((url) => url.pathname === '/payments/return');
}

const LOOKS = (['ar', 'en'] as const).flatMap((language) =>
  ([390, 1280] as const).map((width) => ({ language, width, tag: `${language}-${width}` })),
);

describe('buying a feature for one’s own ad', () => {
  for (const { language, width, tag } of LOOKS) {
    it(`from the ad’s page: 7 days, through 3-D Secure, to the invoice and its PDF (${tag})`, async () => {
      const text = TEXT[language];
      const { context, page, owner, ad, title, consoleErrors } = await ownerWithLiveAd(language, width, tag);
      const problems: string[] = [];
      await page.goto(`/RecidenceDetailes/${ad}`);
      // The owner's notice speaks in words, never in text keys (its texts come with it).
      await page.getByText(text.expiresOn).waitFor();
      expect(await page.locator('main').innerText()).not.toContain('addProperty.');
      await page.getByRole('button', { name: text.feature(title) }).click();
      const dialog = page.getByRole('dialog', { name: text.dialog });
      const sevenDays = dialog.getByRole('radio', { name: text.sevenDays });
      await sevenDays.waitFor();
      expect(await sevenDays.isChecked()).toBe(true);
      // Features only here, the bump when it is on sale; office packages never.
      expect(await dialog.getByRole('radio').count()).toBe(4);
      await dialog.getByText(text.vat).waitFor();
      await shots(page, `dialog-${tag}`, problems);

      // A double press makes one order.
      await dialog.getByRole('button', { name: text.pay }).dblclick();
      await payAtGateway(page, 'Authenticate');
      await page.getByRole('heading', { name: text.paid }).waitFor();
      const placed = await ordersOf(owner, ad);
      expect(placed).toHaveLength(1);
      expect(placed[0]).toMatchObject({ status: 'paid', productCode: 'feature-7', total: 5_635 });
      const [invoice] = await site.server.deps.db
        .select()
        .from(taxDocuments)
        .where(eq(taxDocuments.orderId, placed[0]?.id ?? ''));
      expect(invoice?.number).toMatch(/^INV-\d{4}-\d{6}$/);
      await page.getByText(invoice?.number ?? '-').waitFor();
      await page.getByText(text.featuredUntil).waitFor();
      await shots(page, `return-paid-${tag}`, problems);

      await page.getByRole('link', { name: text.invoices }).click();
      await page.getByRole('heading', { level: 1, name: text.invoices }).waitFor();
      await page.getByRole('heading', { level: 2, name: invoice?.number ?? '-' }).waitFor();
      await shots(page, `invoices-${tag}`, problems);
      const [pdf, download] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith(`/invoices/${invoice?.id}/pdf`)),
        page.waitForEvent('download'),
        page.getByRole('button', { name: text.download(invoice?.number ?? '-') }).click(),
      ]);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect(download.suggestedFilename()).toBe(`${invoice?.number}.pdf`);
      const saved = await readFile(await download.path());
      expect(saved.subarray(0, 5).toString()).toBe('%PDF-');

      expect(problems).toEqual([]);
      expect(consoleErrors.filter((error) => !error.startsWith(SEEDING_ON_REDIRECT))).toEqual([]);
      await context.close();
    }, 240_000);
  }

  it('from /my-ads, a refused card says so, and “try again” reopens the dialog on the ad (ar, 390)', async () => {
    const text = TEXT.ar;
    const { context, page, owner, ad, title } = await ownerWithLiveAd('ar', 390, 'refused');
    const problems: string[] = [];
    await page.goto('/my-ads');
    await page.getByRole('button', { name: text.feature(title) }).waitFor();
    await shots(page, 'my-ads-ar-390', problems);
    await page.getByRole('button', { name: text.feature(title) }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await dialog.getByRole('radio', { name: text.sevenDays }).waitFor();
    moyasar().cardOutcome = 'declined';
    try {
      await dialog.getByRole('button', { name: text.pay }).click();
      await payAtGateway(page, 'Authenticate');
    } finally {
      moyasar().cardOutcome = 'approved';
    }
    await page.getByRole('heading', { name: text.declined }).waitFor();
    await shots(page, 'return-declined-ar-390', problems);
    // The gateway's page takes another attempt: the order waits, nothing was granted or invoiced.
    const [waiting] = await ordersOf(owner, ad);
    expect(waiting?.status).toBe('pending');
    const [invoices] = await site.server.deps.db
      .select({ n: count() })
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, waiting?.id ?? ''));
    expect(invoices?.n).toBe(0);

    await page.getByRole('link', { name: text.tryAgain }).click();
    await page
      .getByRole('dialog', { name: text.dialog })
      .getByRole('radio', { name: text.sevenDays })
      .waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, 240_000);

  it('a gateway away is told in the dialog, a failed 3-D Secure check on the return page, and a payment confirmed late after a wait (en, 1280)', async () => {
    const text = TEXT.en;
    const { context, page, owner, ad, title } = await ownerWithLiveAd('en', 1280, 'three-d');
    await page.goto('/my-ads');
    await page.getByRole('button', { name: text.feature(title) }).click();
    let dialog = page.getByRole('dialog', { name: text.dialog });
    await dialog.getByRole('radio', { name: text.sevenDays }).waitFor();
    moyasar().api = 'error500';
    try {
      await dialog.getByRole('button', { name: text.pay }).click();
      await dialog.getByRole('alert').getByText(text.gatewayAway).waitFor();
    } finally {
      moyasar().api = 'up';
    }
    // Pressed again once the gateway is back: the same order (its key), now with its checkout.
    await dialog.getByRole('button', { name: text.pay }).click();
    await payAtGateway(page, 'Fail authentication');
    await page.getByRole('heading', { name: text.declined }).waitFor();
    expect(await ordersOf(owner, ad)).toHaveLength(1);

    await page.getByRole('link', { name: text.tryAgain }).click();
    dialog = page.getByRole('dialog', { name: text.dialog });
    await dialog.getByRole('radio', { name: text.sevenDays }).waitFor();

    // Back on the return page with no word from the bank: it asks a few times, then says it will
    // finish shortly; once the payment is through, asking again shows it paid.
    const [waiting] = await ordersOf(owner, ad);
    // Rendered in the browser (signed-in screens are not server-rendered), answered 200 as such.
    expect((await page.goto(`/payments/return?order=${waiting?.id}`))?.status()).toBe(200);
    await page.getByRole('heading', { name: text.waiting }).waitFor();
    await page.getByRole('heading', { name: text.slow }).waitFor();
    await moyasar().pay(waiting?.checkoutId ?? '', 'paid');
    await page.getByRole('button', { name: text.checkAgain }).click();
    await page.getByRole('heading', { name: text.paid }).waitFor();
    await context.close();
  }, 240_000);
});
