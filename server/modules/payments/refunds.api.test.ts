import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefundOrderBody } from '#contract/dashboard/payment-orders.js';
import * as staffPayments from '#contract/endpoints/dashboard/payment-orders.js';
import * as paymentsApi from '#contract/endpoints/payments.js';
import { rowsOf } from '#server/db/raw-rows.js';
import {
  adPromotions,
  auditLog,
  officeCreditEntries,
  officeCredits,
  orders,
  payments,
  refunds,
  taxDocuments,
  visibilityProducts,
} from '#server/db/schema/index.js';
import { decodeZatcaQr } from '#server/lib/tax-invoice/zatca-qr.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { publishedAd } from '#server/test/support/fixtures/conversation-fixtures.js';
import { type Lookups } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { insertOffice } from '#server/test/support/fixtures/office-fixtures.js';
import { TEST_VAT_NUMBER } from '#server/test/support/fixtures/payment-fixtures.js';
import { adminEnv, loginAdmin, staffWith } from '#server/test/support/fixtures/staff-fixtures.js';
import { FAKE_MOYASAR_SECRET_KEY, type FakeMoyasar } from '#server/test/support/fakes/fake-moyasar.js';
import { jobsSettled } from '#server/test/support/readers/jobs.js';
import { readQrImage } from '#server/test/support/readers/qr-image.js';
import {
  paidAndSettled,
  startPaymentsServer,
  stopPaymentsServer,
} from '#server/test/support/servers/payments-server.js';
import type { TestServer } from '#server/test/support/servers/test-server.js';
import { PAYMENT_RECONCILE_QUEUE } from './reconcile-queue.js';
import { issueTaxDocument } from './tax-documents.js';

/**
 * Refunds by staff (docs/decisions/0041-paid-visibility.md, "Refunds") against the fake Moyasar:
 * full and partial, refused above what is left, once per key and once under a race, a gateway down
 * or refusing, the reconciliation job finishing a refund exactly once, credit notes numbered without
 * gaps whose PDF and QR code say what they must, and the end of what the order bought.
 */

let moyasar: FakeMoyasar;
let server: TestServer;
let lookups: Lookups;
let refunder: { token: string };
let reader: { token: string };

const DAY_MS = 86_400_000;
/** A 7-day feature: 49 SAR and 15 % VAT. */
const TOTAL = 5_635;

beforeAll(async () => {
  ({ server, moyasar, lookups } = await startPaymentsServer(adminEnv));
  const adminToken = await loginAdmin(server);
  refunder = await staffWith(server, adminToken, ['Payments.Read', 'Payments.Refund']);
  reader = await staffWith(server, adminToken, ['Payments.Read']);
}, 60_000);
afterAll(() => stopPaymentsServer({ server, moyasar }));

/** A feature of `days` for the ad, ordered, paid at the fake gateway and settled by the return page. */
async function paidFeature(buyer: SignedIn, propertyId: number, productCode = 'feature-7'): Promise<string> {
  return (await paidAndSettled({ server, moyasar }, buyer, { productCode, propertyId })).id;
}

async function paidAdOrder() {
  const buyer = await signIn(server);
  const propertyId = await publishedAd(server, lookups, buyer);
  return { buyer, propertyId, orderId: await paidFeature(buyer, propertyId) };
}

const refund = (
  orderId: string,
  body: Partial<RefundOrderBody> = {},
  token = refunder.token,
  language: 'ar' | 'en' = 'en',
) =>
  server.send(
    staffPayments.refundPaymentOrder,
    {
      params: { id: orderId },
      body: {
        amount: TOTAL,
        reason: 'Customer asked within the week',
        idempotencyKey: randomUUID(),
        ...body,
      },
    },
    { token, language },
  );

const orderOf = (orderId: string, token = refunder.token) =>
  server.send(staffPayments.getPaymentOrder, { params: { id: orderId } }, { token, language: 'en' });

/** The fake gateway's payment behind an order. */
async function gatewayPaymentOf(orderId: string) {
  const [row] = await server.deps.db.select().from(payments).where(eq(payments.orderId, orderId));
  const payment = moyasar.payments.get(row!.gatewayPaymentId);
  if (!payment) throw new Error('the fake gateway has no such payment');
  return payment;
}

const refundCalls = () =>
  moyasar.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/refund')).length;

async function booksOf(orderId: string) {
  const { db } = server.deps;
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  const rows = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  const notes = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'creditNote')))
    .orderBy(asc(taxDocuments.id));
  return {
    refunded: payment?.refunded,
    refunds: rows.map((row) => row.status),
    notes: notes.map((note) => ({ net: note.net, vat: note.vat, total: note.total })),
  };
}

async function databaseNow(): Promise<number> {
  const [row] = await rowsOf<{ now: Date }>(server.deps.db, sql`select now() as now`);
  return new Date(row?.now ?? 0).getTime();
}

/** Milliseconds of paid featuring the ad has left (0 when none). */
async function featuringLeft(propertyId: number): Promise<number> {
  const [row] = await server.deps.db
    .select({ until: adPromotions.featuredUntil })
    .from(adPromotions)
    .where(eq(adPromotions.propertyId, propertyId));
  return Math.max(0, (row?.until?.getTime() ?? 0) - (await databaseNow()));
}

async function reconcile() {
  await server.deps.jobs.send(PAYMENT_RECONCILE_QUEUE, [{ data: {} }]);
  await jobsSettled(server.deps.db);
}

describe('a refund by staff', () => {
  it('in full: the gateway refunds it, a credit note for the whole invoice, the feature’s days end, audited with the reason', async () => {
    const { propertyId, orderId } = await paidAdOrder();
    expect(await featuringLeft(propertyId)).toBeGreaterThan(7 * DAY_MS - 60_000);

    const answer = await refund(orderId, { reason: 'Ad sold the same day' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ amount: TOTAL, status: 'refunded', reason: 'Ad sold the same day' });
    expect(answer.body.creditNoteNumber).toMatch(/^CN-\d{4}-\d{6}$/);
    expect((await gatewayPaymentOf(orderId)).refunded).toBe(TOTAL);
    expect(await booksOf(orderId)).toEqual({
      refunded: TOTAL,
      refunds: ['refunded'],
      notes: [{ net: 4_900, vat: 735, total: TOTAL }],
    });
    expect(await featuringLeft(propertyId)).toBe(0);

    const detail = await orderOf(orderId);
    expect(detail.status).toBe(200);
    expect(detail.body.payment).toMatchObject({ amount: TOTAL, refunded: TOTAL, refundable: 0 });
    expect(detail.body.taxDocuments.map((document) => document.kind)).toEqual(['invoice', 'creditNote']);
    expect(detail.body.taxDocuments[1]?.originalNumber).toBe(detail.body.taxDocuments[0]?.number);
    expect(detail.body.refunds[0]?.creditNoteNumber).toBe(detail.body.taxDocuments[1]?.number);

    const [audit] = await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refund'), eq(auditLog.resourceId, orderId)));
    expect(audit).toMatchObject({
      resource: 'Payments',
      after: { amount: TOTAL, reason: 'Ad sold the same day' },
    });
  });

  it('in part, then the rest: two credit notes adding up to the invoice; days bought by another order stay', async () => {
    const buyer = await signIn(server);
    const propertyId = await publishedAd(server, lookups, buyer);
    const first = await paidFeature(buyer, propertyId);
    await paidFeature(buyer, propertyId);
    expect(await featuringLeft(propertyId)).toBeGreaterThan(14 * DAY_MS - 60_000);

    const part = await refund(first, { amount: 2_000 });
    expect(part.body).toMatchObject({ amount: 2_000, status: 'refunded' });
    const left = await featuringLeft(propertyId);
    expect(left).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(left).toBeLessThanOrEqual(7 * DAY_MS);
    expect((await orderOf(first)).body.payment?.refundable).toBe(TOTAL - 2_000);

    const rest = await refund(first, { amount: TOTAL - 2_000 });
    expect(rest.body.status).toBe('refunded');
    // The first refund ended the order's feature; the second takes no more days.
    expect(await featuringLeft(propertyId)).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect((await gatewayPaymentOf(first)).refunded).toBe(TOTAL);
    // 2000 holds 260.87 of VAT (261); the last note takes what the invoice's 735 leaves.
    expect(await booksOf(first)).toEqual({
      refunded: TOTAL,
      refunds: ['refunded', 'refunded'],
      notes: [
        { net: 1_739, vat: 261, total: 2_000 },
        { net: 3_161, vat: 474, total: 3_635 },
      ],
    });
  });

  it('above what is left is refused with a 422 in the caller’s language, and nothing changes', async () => {
    const { orderId } = await paidAdOrder();
    await refund(orderId, { amount: 1_000 });
    const before = { books: await booksOf(orderId), calls: refundCalls() };

    const over = await refund(orderId, { amount: TOTAL - 1_000 + 1 });
    expect(over.status).toBe(422);
    expect(over.error.message).toBe('The amount is more than what is left to refund (SAR 46.35)');
    const arabic = await refund(orderId, { amount: TOTAL }, refunder.token, 'ar');
    expect(arabic.status).toBe(422);
    expect(arabic.error.message).toContain('46.35');
    expect(arabic.error.message).toMatch(/[\u0600-\u06ff]/);
    for (const bad of [{ amount: 0 }, { amount: 1.5 }, { reason: 'no' }, { idempotencyKey: 'not-a-key' }]) {
      expect((await refund(orderId, bad)).status, JSON.stringify(bad)).toBe(422);
    }
    expect({ books: await booksOf(orderId), calls: refundCalls() }).toEqual(before);
  });

  it('sent twice with the same key is one refund; the same key for another amount is a 409', async () => {
    const { orderId } = await paidAdOrder();
    const idempotencyKey = randomUUID();
    const first = await refund(orderId, { amount: 1_500, idempotencyKey });
    const again = await refund(orderId, { amount: 1_500, idempotencyKey });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await refund(orderId, { amount: 1_600, idempotencyKey })).status).toBe(409);
    expect((await gatewayPaymentOf(orderId)).refunded).toBe(1_500);
    expect(await booksOf(orderId)).toMatchObject({ refunded: 1_500, refunds: ['refunded'] });
  });

  it('twice at once for the whole amount: one goes through, the other is refused, the money leaves once', async () => {
    const { orderId } = await paidAdOrder();
    const answers = await Promise.all([refund(orderId), refund(orderId)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(201);
    expect([409, 422]).toContain(statuses[1]);
    expect((await gatewayPaymentOf(orderId)).refunded).toBe(TOTAL);
    expect(await booksOf(orderId)).toMatchObject({ refunded: TOTAL, refunds: ['refunded'] });
  });

  it('refused by the gateway: the refund failed (422), nothing recorded, and another one can be asked', async () => {
    const { orderId } = await paidAdOrder();
    // Refunded on the gateway's own dashboard: our books no longer match its, so it refuses ours.
    const gatewayPayment = await gatewayPaymentOf(orderId);
    gatewayPayment.refunded = 100;
    const refused = await refund(orderId, { amount: 1_000 });
    expect(refused.status).toBe(422);
    expect(refused.error.message).toBe('The payment gateway refused the refund; nothing was refunded');
    expect(await booksOf(orderId)).toEqual({ refunded: 0, refunds: ['failed'], notes: [] });
    expect(server.logs.some((line) => line.includes('the gateway refused a refund'))).toBe(true);
    gatewayPayment.refunded = 0;
    expect((await refund(orderId, { amount: 1_000 })).body.status).toBe('refunded');
  });
});

describe('a refund the gateway did not answer', () => {
  it('down (503): it waits, blocks another refund of the order, and the job finishes it once', async () => {
    const { orderId } = await paidAdOrder();
    moyasar.api = 'error500';
    const down = await refund(orderId, { amount: 3_000 }).finally(() => {
      moyasar.api = 'up';
    });
    expect(down.status).toBe(503);
    expect(down.error.message).toContain('will complete on its own');
    expect(await booksOf(orderId)).toEqual({ refunded: 0, refunds: ['pending'], notes: [] });
    expect((await orderOf(orderId)).body.payment?.refundable).toBe(TOTAL - 3_000);
    expect((await refund(orderId, { amount: 100 })).status).toBe(409);

    await reconcile(); // asked for just now: not yet the job's
    expect((await booksOf(orderId)).refunds).toEqual(['pending']);
    server.clock.advance(2 * 60);
    await reconcile();
    await reconcile();
    expect((await gatewayPaymentOf(orderId)).refunded).toBe(3_000);
    expect(await booksOf(orderId)).toMatchObject({ refunded: 3_000, refunds: ['refunded'] });
    expect((await booksOf(orderId)).notes).toHaveLength(1);
  });

  it('refunded at the gateway, its answer lost: the job records it without refunding again', async () => {
    const { orderId } = await paidAdOrder();
    const callsBefore = refundCalls();
    moyasar.nextApiCalls = ['up', 'refundThenHang'];
    const lost = await refund(orderId, { amount: 2_500 });
    expect(lost.status).toBe(503);
    expect((await gatewayPaymentOf(orderId)).refunded).toBe(2_500);
    expect(await booksOf(orderId)).toEqual({ refunded: 0, refunds: ['pending'], notes: [] });

    server.clock.advance(2 * 60);
    await reconcile();
    expect(refundCalls()).toBe(callsBefore + 1);
    expect((await gatewayPaymentOf(orderId)).refunded).toBe(2_500);
    expect(await booksOf(orderId)).toMatchObject({ refunded: 2_500, refunds: ['refunded'] });
    expect((await booksOf(orderId)).notes).toHaveLength(1);
  });

  it('sent again with its key after a 503: finished by that request', async () => {
    const { orderId } = await paidAdOrder();
    const idempotencyKey = randomUUID();
    moyasar.api = 'error500';
    const down = await refund(orderId, { idempotencyKey }).finally(() => {
      moyasar.api = 'up';
    });
    expect(down.status).toBe(503);
    const again = await refund(orderId, { idempotencyKey });
    expect(again.status).toBe(201);
    expect(again.body.status).toBe('refunded');
    expect(await booksOf(orderId)).toMatchObject({ refunded: TOTAL, refunds: ['refunded'] });
  });
});

/** A paid package of 10 credits for an office (settling does not grant packages yet), and the gateway's payment. */
async function paidPackage(buyer: SignedIn, balance: number) {
  const { db } = server.deps;
  const now = server.clock.now();
  const officeId = await insertOffice(db, now, { nameAr: 'مكتب الاسترداد', nameEn: 'Refund Realty' }, [
    { userId: buyer.userId, role: 'owner' },
  ]);
  const [product] = await db
    .select()
    .from(visibilityProducts)
    .where(eq(visibilityProducts.code, 'credits-10'));
  const vat = 2_235;
  const total = product!.netPrice + vat;
  const checkout = await fetch(`${moyasar.url}/invoices`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${FAKE_MOYASAR_SECRET_KEY}:`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ amount: total, currency: 'SAR', description: 'credits-10' }),
  });
  const invoice = (await checkout.json()) as { id: string };
  const gatewayPayment = await moyasar.pay(invoice.id, 'paid');
  const [order] = await db
    .insert(orders)
    .values({
      buyerId: buyer.userId,
      idempotencyKey: randomUUID(),
      productId: product!.id,
      productCode: product!.code,
      productKind: 'credits',
      credits: 10,
      descriptionAr: product!.nameAr,
      descriptionEn: product!.nameEn,
      officeId,
      net: product!.netPrice,
      vatRateBasisPoints: 1500,
      vat,
      total,
      status: 'paid',
      checkoutId: invoice.id,
      createdAt: now,
      updatedAt: now,
      expiresAt: now,
      settledAt: now,
    })
    .returning();
  await db.transaction(async (tx) => {
    await tx.insert(payments).values({
      orderId: order!.id,
      gatewayPaymentId: gatewayPayment.id,
      amount: total,
      capturedAt: now,
      createdAt: now,
    });
    await issueTaxDocument(tx, {
      kind: 'invoice',
      orderId: order!.id,
      buyerId: buyer.userId,
      issuedAt: now,
      lines: [
        {
          descriptionAr: order!.descriptionAr,
          descriptionEn: order!.descriptionEn,
          quantity: 1,
          net: order!.net,
          vat,
          total,
        },
      ],
      net: order!.net,
      vatRateBasisPoints: 1500,
      vat,
      total,
    });
    await tx.insert(officeCredits).values({ officeId, balance, updatedAt: now });
  });
  return { officeId, orderId: order!.id, total };
}

describe('what a refund ends', () => {
  it('a package: the credits the office still has go back (a ledger line), the spent ones stay spent', async () => {
    const buyer = await signIn(server);
    const { officeId, orderId } = await paidPackage(buyer, 7);
    expect((await refund(orderId, { amount: 5_000 })).body.status).toBe('refunded');
    const [account] = await server.deps.db
      .select()
      .from(officeCredits)
      .where(eq(officeCredits.officeId, officeId));
    expect(account?.balance).toBe(0);
    const lines = await server.deps.db
      .select()
      .from(officeCreditEntries)
      .where(eq(officeCreditEntries.officeId, officeId));
    expect(lines).toMatchObject([{ kind: 'refund', delta: -7, balanceAfter: 0, orderId }]);

    const rich = await paidPackage(await signIn(server), 25);
    expect((await refund(rich.orderId, { amount: rich.total })).body.status).toBe('refunded');
    const [richAccount] = await server.deps.db
      .select()
      .from(officeCredits)
      .where(eq(officeCredits.officeId, rich.officeId));
    expect(richAccount?.balance).toBe(15);
  });
});

/** The PDF's text as pdf.js extracts it, whitespace dropped. */
async function textOf(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
  return text.normalize('NFKC').replace(/[\s\u2066-\u2069]+/g, '');
}

describe('credit notes', () => {
  it('are in the buyer’s list; the PDF names the original invoice and the reason, and its QR code reads the note’s total and VAT', async () => {
    const { buyer, orderId } = await paidAdOrder();
    const answer = await refund(orderId, { amount: 2_000, reason: 'Duplicate purchase' });
    const listed = await server.send(
      paymentsApi.listMyTaxDocuments,
      {},
      { token: buyer.token, language: 'en' },
    );
    const note = listed.body.data.find((document) => document.kind === 'creditNote');
    expect(note).toMatchObject({ number: answer.body.creditNoteNumber, net: 1_739, vat: 261, total: 2_000 });
    const invoice = listed.body.data.find((document) => document.kind === 'invoice');

    const download = await fetch(`${server.url}/api/website/payments/invoices/${String(note!.id)}/pdf`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="${answer.body.creditNoteNumber!}.pdf"`,
    );
    const pdf = new Uint8Array(await download.arrayBuffer());
    const text = await textOf(pdf);
    for (const expected of [
      'CreditNote',
      answer.body.creditNoteNumber!,
      invoice!.number,
      'Duplicatepurchase',
      '20.00',
      '2.61',
    ]) {
      expect(text).toContain(expected);
    }
    const [stored] = await server.deps.db.select().from(taxDocuments).where(eq(taxDocuments.id, note!.id));
    const [image] = await extractImages(await getDocumentProxy(pdf), 1);
    expect(decodeZatcaQr(readQrImage(image!))).toEqual({
      sellerName: 'شركة منزل العقارية',
      vatNumber: TEST_VAT_NUMBER,
      timestamp: stored!.issuedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      total: '20.00',
      vat: '2.61',
      otherTags: [],
    });
  });

  it('are numbered CN-YYYY-000001 onwards without gaps: failed, refused and waiting refunds take no number', async () => {
    const notes = await server.deps.db
      .select({ number: taxDocuments.number, sequence: taxDocuments.sequence, year: taxDocuments.year })
      .from(taxDocuments)
      .where(eq(taxDocuments.kind, 'creditNote'))
      .orderBy(asc(taxDocuments.sequence));
    expect(notes.length).toBeGreaterThan(10);
    expect(notes.map((note) => note.sequence)).toEqual(notes.map((_, index) => index + 1));
    for (const note of notes) {
      expect(note.number).toBe(`CN-${String(note.year)}-${String(note.sequence).padStart(6, '0')}`);
    }
    const [done] = await server.deps.db
      .select({ n: count() })
      .from(refunds)
      .where(eq(refunds.status, 'refunded'));
    expect(done?.n).toBe(notes.length);
  });
});

describe('who may refund', () => {
  it('staff with Payments.Refund only: a reader of payments gets 403, a website user 401, and nothing changes', async () => {
    const { buyer, orderId } = await paidAdOrder();
    expect((await orderOf(orderId, reader.token)).status).toBe(200);
    expect((await refund(orderId, {}, reader.token)).status).toBe(403);
    expect((await refund(orderId, {}, buyer.token)).status).toBe(401);
    expect((await orderOf(orderId, buyer.token)).status).toBe(401);
    expect(await booksOf(orderId)).toEqual({ refunded: 0, refunds: [], notes: [] });
    expect((await gatewayPaymentOf(orderId)).refunded).toBe(0);
  });

  it('the order’s page: buyer with the phone masked, the ad, and a 404 for an unknown order', async () => {
    const { buyer, orderId, propertyId } = await paidAdOrder();
    const detail = await orderOf(orderId);
    expect(detail.body).toMatchObject({
      status: 'paid',
      product: { code: 'feature-7', kind: 'feature', days: 7 },
      buyer: { id: buyer.userId },
      ad: { id: propertyId },
      total: TOTAL,
      payment: { amount: TOTAL, refunded: 0, refundable: TOTAL },
      refunds: [],
    });
    expect(detail.body.buyer?.phone).not.toContain(buyer.e164.slice(4, -2));
    expect((await orderOf(randomUUID())).status).toBe(404);
    expect((await refund(randomUUID())).status).toBe(404);
  });
});
