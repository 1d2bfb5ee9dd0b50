import { eq } from 'drizzle-orm';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as paymentsApi from '#contract/endpoints/payments.js';
import { taxDocuments, users } from '#server/db/schema/index.js';
import { decodeZatcaQr } from '#server/lib/tax-invoice/zatca-qr.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { publishedAd } from '#server/test/support/fixtures/conversation-fixtures.js';
import { type Lookups } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { TEST_VAT_NUMBER } from '#server/test/support/fixtures/payment-fixtures.js';
import { type FakeMoyasar } from '#server/test/support/fakes/fake-moyasar.js';
import { readQrImage } from '#server/test/support/readers/qr-image.js';
import {
  paidAndSettled,
  startPaymentsServer,
  stopPaymentsServer,
} from '#server/test/support/servers/payments-server.js';
import type { TestServer } from '#server/test/support/servers/test-server.js';

/**
 * The buyer's tax documents (docs/decisions/0041-paid-visibility.md, "Tax invoices and credit
 * notes"): a feature paid through the fake Moyasar leaves an invoice in the buyer's list, and its PDF,
 * made from the stored row, says what a simplified tax invoice must, with a QR code that reads back
 * to the invoice's figures. Nobody else can download it.
 */

let moyasar: FakeMoyasar;
let server: TestServer;
let lookups: Lookups;

beforeAll(async () => {
  ({ server, moyasar, lookups } = await startPaymentsServer());
});
afterAll(() => stopPaymentsServer({ server, moyasar }));

/** A 7-day feature (49 SAR net) ordered, paid at the fake gateway and settled by the return page. */
async function paidFeature(who: SignedIn) {
  const propertyId = await publishedAd(server, lookups, who);
  return paidAndSettled({ server, moyasar }, who, { productCode: 'feature-7', propertyId });
}

const listOf = (
  who: SignedIn,
  language: 'ar' | 'en',
  query: { PageSize?: number; PageNumber?: number } = {},
) => server.send(paymentsApi.listMyTaxDocuments, { query }, { token: who.token, language });

const download = (id: number | string, who?: SignedIn) =>
  fetch(`${server.url}/api/website/payments/invoices/${id}/pdf`, {
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });

/** The PDF's text as pdf.js extracts it, whitespace dropped (it adds spaces after some ligatures). */
async function textOf(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
  return text.normalize('NFKC').replace(/[\s\u2066-\u2069]+/g, '');
}

describe('the buyer’s tax documents', () => {
  it('lists the invoice of a paid order, newest first, described in the caller’s language', async () => {
    const buyer = await signIn(server);
    const first = await paidFeature(buyer);
    const second = await paidFeature(buyer);

    const en = await listOf(buyer, 'en');
    expect(en.status).toBe(200);
    expect(en.body.totalDataCount).toBe(2);
    expect(en.body.data.map((document) => document.number)).toEqual([
      second.invoiceNumber,
      first.invoiceNumber,
    ]);
    expect(en.body.data[1]).toMatchObject({
      kind: 'invoice',
      number: first.invoiceNumber,
      orderId: first.id,
      net: 4_900,
      vat: 735,
      total: 5_635,
    });
    expect(en.body.data[1]?.description).toMatch(/feature/i);
    const ar = await listOf(buyer, 'ar');
    expect(ar.body.data[1]?.description).toMatch(/[\u0600-\u06ff]/);
    expect(ar.body.data[1]?.description).not.toBe(en.body.data[1]?.description);

    const paged = await listOf(buyer, 'en', { PageSize: 1, PageNumber: 1 });
    expect(paged.body).toMatchObject({ totalPages: 2, totalDataCount: 2 });
    expect(paged.body.data.map((document) => document.orderId)).toEqual([first.id]);

    const stranger = await signIn(server);
    expect((await listOf(stranger, 'en')).body).toEqual({ data: [], totalPages: 0, totalDataCount: 0 });
    expect((await server.call('GET', paymentsApi.listMyTaxDocuments.path)).status).toBe(401);
  });

  it('downloads the invoice as a PDF naming its number, the seller’s VAT number, the total and the buyer (phone masked)', async () => {
    const buyer = await signIn(server);
    await server.deps.db.update(users).set({ fullName: 'Sara Alharbi' }).where(eq(users.id, buyer.userId));
    const paid = await paidFeature(buyer);
    const [listed] = (await listOf(buyer, 'en')).body.data;

    const answer = await download(listed!.id, buyer);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="${paid.invoiceNumber}.pdf"`,
    );
    expect(paid.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    const pdf = new Uint8Array(await answer.arrayBuffer());
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');

    const text = await textOf(pdf);
    for (const expected of [paid.invoiceNumber!, TEST_VAT_NUMBER, '56.35', '7.35', '49.00', 'SaraAlharbi']) {
      expect(text).toContain(expected);
    }
    const national = buyer.e164.slice('+966'.length);
    expect(text).toContain(`+966${national[0]}•••••${national.slice(-3)}`);
    expect(text).not.toContain(national);
  });

  it('prints a QR code that reads back to the seller, VAT number, time, total 56.35 and VAT 7.35', async () => {
    const buyer = await signIn(server);
    await paidFeature(buyer);
    const [listed] = (await listOf(buyer, 'en')).body.data;
    const [stored] = await server.deps.db.select().from(taxDocuments).where(eq(taxDocuments.id, listed!.id));
    const pdf = await getDocumentProxy(
      new Uint8Array(await (await download(listed!.id, buyer)).arrayBuffer()),
    );

    const images = await extractImages(pdf, 1);
    expect(images).toHaveLength(1);
    const payload = readQrImage(images[0]!);
    const seconds = stored!.issuedAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
    expect(decodeZatcaQr(payload)).toEqual({
      sellerName: 'شركة منزل العقارية',
      vatNumber: TEST_VAT_NUMBER,
      timestamp: seconds,
      total: '56.35',
      vat: '7.35',
      otherTags: [],
    });
  });

  it('is a 404 to anyone but the buyer, a 401 signed out, and a 4xx for an id that is not one', async () => {
    const buyer = await signIn(server);
    await paidFeature(buyer);
    const [listed] = (await listOf(buyer, 'en')).body.data;
    const stranger = await signIn(server);
    expect((await download(listed!.id, stranger)).status).toBe(404);
    expect((await download(listed!.id)).status).toBe(401);
    expect((await download(2_147_483_647, buyer)).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', '%20']) {
      const status = (await download(bad, buyer)).status;
      expect(status, bad).toBeGreaterThanOrEqual(400);
      expect(status, bad).toBeLessThan(500);
    }
  });
});
