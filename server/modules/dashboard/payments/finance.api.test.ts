import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as finance from '#contract/endpoints/dashboard/payments-finance.js';
import * as paymentsApi from '#contract/endpoints/payments.js';
import { urlOf, type EndpointInput } from '#contract/endpoint.js';
import {
  auditLog,
  orders,
  paymentSettings,
  taxDocuments,
  visibilityProducts,
} from '#server/db/schema/index.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { type Lookups } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { publishedAd } from '#server/test/support/fixtures/conversation-fixtures.js';
import {
  insertInvoice,
  insertSettledOrder,
  TEST_VAT_NUMBER,
} from '#server/test/support/fixtures/payment-fixtures.js';
import { adminEnv, loginAdmin, staffWith } from '#server/test/support/fixtures/staff-fixtures.js';
import { type FakeMoyasar } from '#server/test/support/fakes/fake-moyasar.js';
import { startPaymentsServer, stopPaymentsServer } from '#server/test/support/servers/payments-server.js';
import type { TestServer } from '#server/test/support/servers/test-server.js';

/**
 * The back-office's finance (ADR 0041): the orders list with its filters and masked phones, revenue
 * per Riyadh day and product from the tax documents, the VAT and seller settings and the products,
 * each change audited and each endpoint refused without its permission.
 */

let moyasar: FakeMoyasar;
let server: TestServer;
let lookups: Lookups;
let adminToken: string;

type OrderQuery = NonNullable<EndpointInput<typeof finance.listPaymentOrders>['query']>;

beforeAll(async () => {
  ({ server, moyasar, lookups } = await startPaymentsServer(adminEnv, { settings: false }));
  adminToken = await loginAdmin(server);
});
afterAll(() => stopPaymentsServer({ server, moyasar }));

const SETTINGS = {
  vatRateBasisPoints: 1500,
  sellerNameAr: 'شركة منزل العقارية',
  sellerNameEn: 'Manzil Real Estate Co.',
  sellerVatNumber: TEST_VAT_NUMBER,
  sellerAddressAr: 'الرياض، حي الملقا',
  sellerAddressEn: 'Al Malqa, Riyadh',
};

const auditRows = (resourceId: string) =>
  server.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'Payments'), eq(auditLog.resourceId, resourceId)))
    .orderBy(desc(auditLog.id));

/** A credit note for part of an order, issued at `at` (amounts positive, as the documents keep them). */
async function insertCreditNote(orderId: string, at: Date, net: number, vat: number) {
  const sequence = 900_000 + Math.floor(Math.random() * 99_999);
  await server.deps.db.insert(taxDocuments).values({
    kind: 'creditNote',
    series: 'CN',
    year: at.getUTCFullYear(),
    sequence,
    number: `CN-${at.getUTCFullYear()}-${sequence}`,
    orderId,
    issuedAt: at,
    content: {},
    net,
    vatRateBasisPoints: 1500,
    vat,
    total: net + vat,
  });
}

describe('the orders list', () => {
  let buyer: SignedIn;
  let other: SignedIn;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    [buyer, other] = [await signIn(server), await signIn(server)];
    const ad = await publishedAd(server, lookups, buyer);
    const otherAd = await publishedAd(server, lookups, other);
    const { db } = server.deps;
    // Riyadh days: 2030-05-01 21:30 UTC is already 2 May in Riyadh.
    ids.paidFirst = await insertSettledOrder(db, new Date('2030-05-01T10:00:00Z'), buyer.userId, ad, 'paid');
    ids.failedLate = await insertSettledOrder(
      db,
      new Date('2030-05-01T21:30:00Z'),
      buyer.userId,
      ad,
      'failed',
    );
    ids.others = await insertSettledOrder(
      db,
      new Date('2030-05-03T09:00:00Z'),
      other.userId,
      otherAd,
      'paid',
    );
  });

  const list = (query: OrderQuery = {}, token = adminToken) =>
    server.send(finance.listPaymentOrders, { query }, { token, language: 'en' });

  it('lists orders newest first with amounts in halalas and each buyer’s phone masked', async () => {
    const answer = await list({ From: '2030-05-01', To: '2030-05-03' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((order) => order.id)).toEqual([ids.others, ids.failedLate, ids.paidFirst]);
    expect(answer.body.totalDataCount).toBe(3);
    expect(answer.body.data[2]).toMatchObject({
      status: 'paid',
      productCode: 'feature-7',
      productKind: 'feature',
      net: 4_900,
      vat: 735,
      total: 5_635,
      refunded: 0,
      buyer: { id: buyer.userId },
    });
    const text = JSON.stringify(answer.body);
    for (const who of [buyer, other]) expect(text).not.toContain(who.e164.slice(4));
    expect(answer.body.data[2]?.buyer.phone).toMatch(/^\+966•+\d\d$/);
  });

  it('filters by status, product kind, Riyadh days and the buyer’s exact number as typed', async () => {
    const within = { From: '2030-05-01', To: '2030-05-03' };
    const idsOf = async (query: OrderQuery) =>
      (await list({ ...within, ...query })).body.data.map((order) => order.id);
    expect(await idsOf({ Status: 'paid' })).toEqual([ids.others, ids.paidFirst]);
    expect(await idsOf({ Kind: 'credits' })).toEqual([]);
    expect(await idsOf({ Kind: 'feature', Status: 'failed' })).toEqual([ids.failedLate]);
    // 21:30 UTC on 1 May is 2 May in Riyadh.
    expect(await idsOf({ From: '2030-05-02', To: '2030-05-02' })).toEqual([ids.failedLate]);
    expect(await idsOf({ From: '2030-05-01', To: '2030-05-01' })).toEqual([ids.paidFirst]);
    const national = `0${buyer.e164.slice(4)}`;
    const arabicDigits = national.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)] ?? digit);
    expect(await idsOf({ BuyerPhone: national })).toEqual([ids.failedLate, ids.paidFirst]);
    expect(await idsOf({ BuyerPhone: arabicDigits })).toEqual([ids.failedLate, ids.paidFirst]);
    expect(await idsOf({ BuyerPhone: other.e164 })).toEqual([ids.others]);
    // A number one digit away is another number: exact matches only.
    const last = Number(buyer.e164.at(-1));
    const neighbour = `${buyer.e164.slice(0, -1)}${(last + 1) % 10}`;
    expect(await idsOf({ BuyerPhone: neighbour })).not.toContain(ids.paidFirst);
  });

  it('refuses a phone that is none, a reversed range and an unknown status, in the caller’s language', async () => {
    const phone = await server.send(
      finance.listPaymentOrders,
      { query: { BuyerPhone: '12ab' } },
      { token: adminToken, language: 'ar' },
    );
    expect(phone.status).toBe(422);
    expect(phone.error.errors?.BuyerPhone).toEqual(['رقم الهاتف غير صحيح']);
    const reversed = await list({ From: '2030-05-03', To: '2030-05-01' });
    expect(reversed.status).toBe(422);
    expect(reversed.error.errors?.To).toEqual(['The end date is before the start date']);
    const status = await server.call('GET', '/api/dashboard/payments/orders?Status=refunded', undefined, {
      token: adminToken,
    });
    expect(status.status).toBe(422);
  });

  it('answers 403 to staff without Payments.ReadList', async () => {
    const reader = await staffWith(server, adminToken, ['Payments.Read']);
    expect((await list({}, reader.token)).status).toBe(403);
    const lister = await staffWith(server, adminToken, ['Payments.ReadList']);
    expect((await list({}, lister.token)).status).toBe(200);
  });
});

describe('revenue', () => {
  const RANGE = { from: '2031-03-10', to: '2031-03-12' };

  beforeAll(async () => {
    const buyer = await signIn(server);
    const ad = await publishedAd(server, lookups, buyer);
    const { db } = server.deps;
    // 23:30 UTC on 10 March is 02:30 on 11 March in Riyadh; 20:59 UTC is still 10 March there.
    await insertInvoice(db, new Date('2031-03-10T20:59:00Z'), buyer.userId, ad);
    await insertInvoice(db, new Date('2031-03-10T23:30:00Z'), buyer.userId, ad);
    const refundedInvoice = await insertInvoice(db, new Date('2031-03-11T08:00:00Z'), buyer.userId, ad);
    const [refunded] = await db
      .select({ orderId: taxDocuments.orderId })
      .from(taxDocuments)
      .where(eq(taxDocuments.id, refundedInvoice));
    // A credit note is counted on the day it is issued, not its invoice's.
    await insertCreditNote(refunded!.orderId, new Date('2031-03-12T09:00:00Z'), 2_000, 300);
    // Outside the range on both sides, in Riyadh time.
    await insertInvoice(db, new Date('2031-03-09T20:59:00Z'), buyer.userId, ad);
    await insertInvoice(db, new Date('2031-03-12T21:00:00Z'), buyer.userId, ad);
  });

  it('adds invoices per Riyadh day and product and takes credit notes off on their own day', async () => {
    const answer = await server.send(
      finance.getRevenue,
      { query: RANGE },
      { token: adminToken, language: 'en' },
    );
    expect(answer.status).toBe(200);
    const { days, rows, products, totals } = answer.body;
    expect(days.map((day) => [day.day, day.paidOrders, day.invoiced, day.refunded])).toEqual([
      ['2031-03-10', 1, 5_635, 0],
      ['2031-03-11', 2, 11_270, 0],
      ['2031-03-12', 0, 0, 2_300],
    ]);
    expect(rows.map((row) => `${row.day} ${row.productCode}`)).toEqual([
      '2031-03-10 feature-7',
      '2031-03-11 feature-7',
      '2031-03-12 feature-7',
    ]);
    expect(rows[2]).toMatchObject({ productName: 'Feature the ad for 7 days', refunds: 1, balance: -2_300 });
    expect(totals).toEqual({
      paidOrders: 3,
      net: 14_700,
      vat: 2_205,
      invoiced: 16_905,
      refunds: 1,
      refundedNet: 2_000,
      refundedVat: 300,
      refunded: 2_300,
      netRevenue: 12_700,
      vatDue: 1_905,
      balance: 14_605,
    });
    expect(products).toEqual([
      { productCode: 'feature-7', productName: 'Feature the ad for 7 days', ...totals },
    ]);
  });

  it('downloads the same as CSV in UTF-8 with a byte order mark, amounts in riyals, a totals row', async () => {
    const response = await fetch(`${server.url}${urlOf(finance.exportRevenue, { query: RANGE })}`, {
      headers: { authorization: `Bearer ${adminToken}`, 'accept-language': 'ar' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="revenue-2031-03-10-2031-03-12.csv"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1).split('\r\n');
    expect(lines[0]?.startsWith('اليوم,رمز الخدمة,الخدمة,الطلبات المدفوعة')).toBe(true);
    expect(lines[2]).toBe('2031-03-11,feature-7,تمييز الإعلان 7 أيام,2,98,14.7,112.7,0,0,0,0,98,14.7,112.7');
    expect(lines[4]).toBe('الإجمالي,,,3,147,22.05,169.05,1,20,3,23,127,19.05,146.05');
    expect(lines.at(-1)).toBe('');
  });

  it('takes a range of at most 366 days, in order, and refuses others with a localized 422', async () => {
    const ask = (query: { from: string; to: string }) =>
      server.send(finance.getRevenue, { query }, { token: adminToken, language: 'ar' });
    expect((await ask({ from: '2031-01-01', to: '2031-12-31' })).status).toBe(200);
    expect((await ask({ from: '2032-01-01', to: '2032-12-31' })).body.days).toHaveLength(366);
    expect((await ask({ from: '2031-01-01', to: '2032-01-01' })).status).toBe(200);
    const long = await ask({ from: '2031-01-01', to: '2032-01-02' });
    expect(long.status).toBe(422);
    expect(long.error.errors?.to).toEqual(['الفترة أطول من سنة، اختر 366 يومًا على الأكثر']);
    const reversed = await ask({ from: '2031-03-12', to: '2031-03-10' });
    expect(reversed.error.errors?.to).toEqual(['تاريخ النهاية قبل تاريخ البداية']);
    const csv = await server.call(
      'GET',
      '/api/dashboard/payments/revenue/export?from=2031-01-01&to=2033-01-01',
      undefined,
      {
        token: adminToken,
      },
    );
    expect(csv.status).toBe(422);
    const malformed = await server.call(
      'GET',
      '/api/dashboard/payments/revenue?from=x&to=2031-13-01',
      undefined,
      {
        token: adminToken,
        language: 'en',
      },
    );
    expect(malformed.status).toBe(422);
  });

  it('answers 403 to staff without Payments.Read', async () => {
    const lister = await staffWith(server, adminToken, ['Payments.ReadList', 'Payments.View']);
    const refused = await server.send(finance.getRevenue, { query: RANGE }, { token: lister.token });
    expect(refused.status).toBe(403);
    const csv = await server.send(finance.exportRevenue, { query: RANGE }, { token: lister.token });
    expect(csv.status).toBe(403);
  });
});

describe('the settings and the products', () => {
  const put = (body: typeof SETTINGS, token = adminToken, language: 'ar' | 'en' = 'en') =>
    server.send(finance.updatePaymentSettings, { body }, { token, language });

  it('reads as not set up, then saves the seller and the rate once, audited; the same again writes nothing', async () => {
    const before = await server.send(finance.getPaymentSettings, {}, { token: adminToken });
    expect(before.body).toMatchObject({ configured: false, vatRateBasisPoints: 1500, updatedAt: null });
    const saved = await put(SETTINGS);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ configured: true, ...SETTINGS });
    expect(await auditRows('settings')).toMatchObject([
      { action: 'create', before: null, after: { sellerVatNumber: TEST_VAT_NUMBER } },
    ]);
    expect((await put(SETTINGS)).status).toBe(200);
    expect(await auditRows('settings')).toHaveLength(1);
  });

  it('refuses a VAT number ZATCA would not issue and a rate out of range, changing nothing', async () => {
    const stored = async () => (await server.deps.db.select().from(paymentSettings))[0];
    const was = await stored();
    for (const sellerVatNumber of [
      '31000000000000',
      '210000000000003',
      '310000000000001',
      '3100000000000a3',
    ]) {
      const refused = await put({ ...SETTINGS, sellerVatNumber, sellerNameEn: 'Changed' }, adminToken, 'ar');
      expect(refused.status, sellerVatNumber).toBe(422);
      expect(refused.error.errors?.sellerVatNumber).toEqual(['الرقم الضريبي 15 رقمًا يبدأ بـ 3 وينتهي بـ 3']);
    }
    const rate = await put({ ...SETTINGS, vatRateBasisPoints: 10_001 });
    expect(rate.error.errors?.vatRateBasisPoints).toEqual([
      'The VAT rate is from 0% to 100%, with at most two decimals',
    ]);
    const blank = await put({ ...SETTINGS, sellerAddressAr: '  ' });
    expect(blank.error.errors?.sellerAddressAr).toEqual(['This field is required']);
    expect(await stored()).toEqual(was);
    expect(await auditRows('settings')).toHaveLength(1);
  });

  it('a new price and a new rate reach new orders only: an order made before keeps its own', async () => {
    const owner = await signIn(server);
    const ad = await publishedAd(server, lookups, owner);
    const order = () =>
      server.send(
        paymentsApi.createOrder,
        { body: { productCode: 'feature-7', propertyId: ad, idempotencyKey: randomUUID() } },
        { token: owner.token, language: 'en' },
      );
    const first = await order();
    expect(first.body).toMatchObject({ net: 4_900, vatRateBasisPoints: 1500, vat: 735, total: 5_635 });

    const [product] = await server.deps.db
      .select()
      .from(visibilityProducts)
      .where(eq(visibilityProducts.code, 'feature-7'));
    const changed = await server.send(
      finance.updateVisibilityProduct,
      { params: { id: product!.id }, body: { netPrice: 5_900, nameEn: 'Feature for a week' } },
      { token: adminToken },
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ netPrice: 5_900, nameEn: 'Feature for a week', days: 7 });
    expect((await put({ ...SETTINGS, vatRateBasisPoints: 1000 })).status).toBe(200);

    const second = await order();
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ net: 5_900, vatRateBasisPoints: 1000, vat: 590, total: 6_490 });
    expect(moyasar.invoices.get((await checkoutOf(second.body.id)) ?? '')?.amount).toBe(6_490);
    const [kept] = await server.deps.db.select().from(orders).where(eq(orders.id, first.body.id));
    expect(kept).toMatchObject({ net: 4_900, vatRateBasisPoints: 1500, vat: 735, total: 5_635 });

    expect(await auditRows(String(product!.id))).toMatchObject([
      {
        action: 'update',
        before: { netPrice: 4_900, nameEn: 'Feature the ad for 7 days' },
        after: { netPrice: 5_900, nameEn: 'Feature for a week' },
      },
    ]);
    await put(SETTINGS);
  });

  it('keeps a feature at 7, 14 or 30 days and each field to its kind; a price under the gateway’s minimum is refused', async () => {
    const listed = await server.send(finance.listVisibilityProducts, {}, { token: adminToken });
    expect(listed.body.data.map((product) => product.code)).toEqual([
      'feature-7',
      'feature-14',
      'feature-30',
      'bump',
      'credits-10',
      'credits-30',
      'credits-100',
    ]);
    const idOf = (code: string) => listed.body.data.find((product) => product.code === code)!.id;
    const patch = (code: string, body: object) =>
      server.call('PATCH', `/api/dashboard/payments/products/${idOf(code)}`, body, {
        token: adminToken,
        language: 'en',
      });
    const errors = async (code: string, body: object) =>
      ((await patch(code, body)).body as { errors?: Record<string, string[]> }).errors;
    expect(await errors('feature-14', { days: 10 })).toEqual({ days: ['A feature lasts 7, 14 or 30 days'] });
    expect(await errors('bump', { days: 7 })).toEqual({
      days: ['This field does not apply to this kind of product'],
    });
    expect(await errors('feature-14', { credits: 5 })).toEqual({
      credits: ['This field does not apply to this kind of product'],
    });
    expect(await errors('credits-10', { creditCost: 2 })).toEqual({
      creditCost: ['This field does not apply to this kind of product'],
    });
    expect(await errors('bump', { netPrice: 99 })).toEqual({
      netPrice: ['The payment gateway takes at least 1 SAR (100 halalas)'],
    });
    expect(await errors('bump', { netPrice: 12.5 })).toEqual({
      netPrice: ['The price is at most a million riyals, with at most two decimals'],
    });
    const stillThere = await server.send(finance.listVisibilityProducts, {}, { token: adminToken });
    expect(stillThere.body.data.filter((product) => product.code !== 'feature-7')).toEqual(
      listed.body.data.filter((product) => product.code !== 'feature-7'),
    );

    const fourteen = await patch('feature-14', { days: 30, onSale: false, position: 9, creditCost: null });
    expect(fourteen.status).toBe(200);
    expect(fourteen.body).toMatchObject({ days: 30, onSale: false, position: 9, creditCost: null });
    const credits = await patch('credits-10', { credits: 12 });
    expect(credits.body).toMatchObject({ credits: 12 });
    expect((await patch('credits-10', { credits: 12 })).status).toBe(200);
    expect(await auditRows(String(idOf('credits-10')))).toHaveLength(1);
    const missing = await server.send(
      finance.updateVisibilityProduct,
      { params: { id: 999_999 }, body: { onSale: true } },
      { token: adminToken },
    );
    expect(missing.status).toBe(404);
  });

  it('reads with Payments.Read and changes only with Payments.Manage', async () => {
    const reader = await staffWith(server, adminToken, ['Payments.Read']);
    expect((await server.send(finance.getPaymentSettings, {}, { token: reader.token })).status).toBe(200);
    expect((await server.send(finance.listVisibilityProducts, {}, { token: reader.token })).status).toBe(200);
    expect((await put(SETTINGS, reader.token)).status).toBe(403);
    const refused = await server.send(
      finance.updateVisibilityProduct,
      { params: { id: 1 }, body: { netPrice: 100 } },
      { token: reader.token },
    );
    expect(refused.status).toBe(403);
    const manager = await staffWith(server, adminToken, ['Payments.Manage']);
    expect((await put(SETTINGS, manager.token)).status).toBe(200);
    expect((await server.send(finance.getPaymentSettings, {}, { token: manager.token })).status).toBe(403);
  });
});

async function checkoutOf(orderId: string) {
  const [row] = await server.deps.db
    .select({ checkoutId: orders.checkoutId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.checkoutId;
}
