import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { checkInvoiceDocument } from './check-invoice-document.js';
import type { InvoiceDocument, InvoiceLine } from './invoice-document.js';
import { invoiceLabels as labels, titleOf } from './invoice-labels.js';
import { halalasForDisplay } from './money.js';
import { drawText, registerInvoiceFonts, wrapText, type TextStyle } from './pdf-text.js';
import { baseDirection, isolateLeftToRight } from './visual-runs.js';
import { encodeZatcaQr } from './zatca-qr.js';

type Doc = PDFKit.PDFDocument;

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const LEFT = PAGE.margin;
const WIDTH = PAGE.width - 2 * PAGE.margin;
const RIGHT = LEFT + WIDTH;
const HALF = WIDTH / 2;
const RULE = '#d1d5db';
const MUTED = '#4b5563';

const ar = (size: number, weight: TextStyle['weight'] = 'regular'): TextStyle => ({
  size,
  weight,
  direction: 'rtl',
});
const en = (size: number, weight: TextStyle['weight'] = 'regular'): TextStyle => ({
  size,
  weight,
  direction: 'ltr',
});

/** Columns of the lines table from the right edge, as an Arabic reader meets them. */
const COLUMNS = [
  { key: 'description', width: 185 },
  { key: 'quantity', width: 40 },
  { key: 'unitNet', width: 72 },
  { key: 'vatRate', width: 50 },
  { key: 'vat', width: 72 },
  { key: 'total', width: 96 },
] as const;

/** A bilingual simplified tax invoice or credit note as a PDF, with the ZATCA phase-1 QR code. */
export async function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  checkInvoiceDocument(document);
  const qrImage = await QRCode.toBuffer(invoiceQrPayload(document), {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 360,
  });
  const title = titleOf(document.kind);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: 'ar-SA',
    displayTitle: true,
    info: {
      Title: `${title.en} ${document.number}`,
      Author: document.seller.nameEn,
      CreationDate: document.issuedAt,
    },
  });
  const finished = collect(doc);
  registerInvoiceFonts(doc);

  let y = drawHeader(doc, document, PAGE.margin);
  y = drawFacts(doc, document, y + 10);
  y = drawLines(doc, document.lines, y + 14);
  drawTotals(doc, document, qrImage, y + 14);
  doc.end();
  return finished;
}

/** The QR names the seller as registered (in Arabic) and the document's own totals, a credit note's included. */
export function invoiceQrPayload(document: InvoiceDocument): string {
  return encodeZatcaQr({
    sellerName: document.seller.nameAr,
    vatNumber: document.seller.vatNumber,
    timestamp: document.issuedAt,
    total: document.totals.total,
    vat: document.totals.vat,
  });
}

function drawHeader(doc: Doc, document: InvoiceDocument, top: number): number {
  const { seller } = document;
  const title = titleOf(document.kind);
  drawPair(doc, top, title.ar, title.en, 17, 'bold');
  let y = top + 28;
  if ('subtitle' in title) {
    drawPair(doc, y, title.subtitle.ar, title.subtitle.en, 10);
    y += 18;
  }
  drawPair(doc, y, seller.nameAr, seller.nameEn, 11, 'bold');
  y += 17;
  if (seller.addressAr || seller.addressEn) {
    drawPair(doc, y, seller.addressAr ?? '', seller.addressEn ?? '', 9);
    y += 14;
  }
  drawPair(
    doc,
    y,
    `${labels.vatNumber.ar}: ${seller.vatNumber}`,
    `${labels.vatNumber.en}: ${seller.vatNumber}`,
    10,
  );
  y += 18;
  rule(doc, y);
  return y;
}

/** Number, date, original invoice and reason, customer: Arabic label right, value centre, English label left. */
function drawFacts(doc: Doc, document: InvoiceDocument, top: number): number {
  const rows: [{ ar: string; en: string }, string][] = [
    [labels.number[document.kind], document.number],
    [labels.issuedAt, riyadhDateTime(document.issuedAt)],
  ];
  if (document.kind === 'creditNote' && document.originalInvoiceNumber) {
    rows.push([labels.originalInvoice, document.originalInvoiceNumber]);
  }
  if (document.buyer) {
    const { name, phoneMasked } = document.buyer;
    rows.push([labels.buyer, phoneMasked ? `${name} — ${isolateLeftToRight(phoneMasked)}` : name]);
  }
  let y = top;
  for (const [label, value] of rows) {
    drawText(doc, label.ar, { x: RIGHT - 170, y, width: 170, align: 'right' }, ar(10, 'bold'));
    drawText(
      doc,
      value,
      { x: LEFT + 150, y, width: WIDTH - 320, align: 'center' },
      { ...en(10), direction: baseDirection(value) },
    );
    drawText(doc, label.en, { x: LEFT, y, width: 150, align: 'left' }, en(10, 'bold'));
    y += 17;
  }
  if (document.kind === 'creditNote') {
    y = drawReason(doc, document, y);
  }
  return y;
}

function drawReason(doc: Doc, document: InvoiceDocument, top: number): number {
  const arLines = wrapText(doc, `${labels.reason.ar}: ${document.reasonAr ?? ''}`, HALF - 10, ar(10));
  const enLines = wrapText(doc, `${labels.reason.en}: ${document.reasonEn ?? ''}`, HALF - 10, en(10));
  arLines.forEach((line, index) =>
    drawText(
      doc,
      line,
      { x: LEFT + HALF + 10, y: top + index * 14, width: HALF - 10, align: 'right' },
      ar(10),
    ),
  );
  enLines.forEach((line, index) =>
    drawText(doc, line, { x: LEFT, y: top + index * 14, width: HALF - 10, align: 'left' }, en(10)),
  );
  return top + Math.max(arLines.length, enLines.length) * 14 + 3;
}

function drawLines(doc: Doc, lines: InvoiceLine[], top: number): number {
  let y = drawTableHead(doc, top);
  for (const line of lines) {
    const description = COLUMNS[0].width - 8;
    const arText = wrapText(doc, line.descriptionAr, description, ar(9));
    const enText = wrapText(doc, line.descriptionEn, description, en(8));
    const height = (arText.length + enText.length) * 12 + 8;
    if (y + height > PAGE.height - PAGE.margin - 150) {
      doc.addPage();
      y = drawTableHead(doc, PAGE.margin);
    }
    const cells = columnBoxes(y + 4);
    arText.forEach((text, index) =>
      drawText(doc, text, { ...cells.description, y: y + 4 + index * 12 }, ar(9)),
    );
    enText.forEach((text, index) =>
      drawText(
        doc,
        text,
        { ...cells.description, y: y + 4 + (arText.length + index) * 12, align: 'left' },
        { ...en(8), color: MUTED },
      ),
    );
    const figures: Record<Exclude<(typeof COLUMNS)[number]['key'], 'description'>, string> = {
      quantity: String(line.quantity),
      unitNet: halalasForDisplay(line.unitNet),
      vatRate: `${line.vatRateBasisPoints / 100}%`,
      vat: halalasForDisplay(line.vat),
      total: halalasForDisplay(line.total),
    };
    for (const [key, text] of Object.entries(figures) as [keyof typeof figures, string][]) {
      drawText(doc, text, cells[key], en(9));
    }
    y += height;
    rule(doc, y);
  }
  return y;
}

function drawTableHead(doc: Doc, top: number): number {
  doc.rect(LEFT, top, WIDTH, 34).fill('#f3f4f6');
  const cells = columnBoxes(top + 5);
  for (const { key } of COLUMNS) {
    const cell = cells[key];
    const heading = labels.columns[key];
    drawText(doc, heading.ar, { ...cell, align: key === 'description' ? 'right' : 'center' }, ar(8, 'bold'));
    drawText(
      doc,
      heading.en,
      { ...cell, y: cell.y + 13, align: key === 'description' ? 'left' : 'center' },
      en(7.5, 'bold'),
    );
  }
  return top + 34;
}

function columnBoxes(y: number) {
  let right = RIGHT;
  const boxes = {} as Record<
    (typeof COLUMNS)[number]['key'],
    { x: number; y: number; width: number; align: 'center' | 'right' }
  >;
  for (const { key, width } of COLUMNS) {
    right -= width;
    boxes[key] = { x: right + 4, y, width: width - 8, align: key === 'description' ? 'right' : 'center' };
  }
  return boxes;
}

/** The totals on the right, Arabic label, amount, English label; the QR code on the left. */
function drawTotals(doc: Doc, document: InvoiceDocument, qrImage: Buffer, top: number): void {
  const qrSize = 112;
  if (top + qrSize + 30 > PAGE.height - PAGE.margin) {
    doc.addPage();
    top = PAGE.margin;
  }
  doc.image(qrImage, LEFT, top, { width: qrSize, height: qrSize });
  const x = LEFT + qrSize + 16;
  const width = RIGHT - x;
  let y = top + 2;
  drawText(
    doc,
    `${labels.amountsIn.ar} (${labels.currency.ar})`,
    { x, y, width, align: 'right' },
    { ...ar(8), color: MUTED },
  );
  drawText(
    doc,
    `${labels.amountsIn.en} (${labels.currency.en})`,
    { x, y, width, align: 'left' },
    { ...en(8), color: MUTED },
  );
  y += 18;
  const rows = [
    [labels.totals.net, document.totals.net],
    [labels.totals.vat, document.totals.vat],
    [labels.totals.total, document.totals.total],
  ] as const;
  rows.forEach(([label, amount], index) => {
    const last = index === rows.length - 1;
    if (last) doc.rect(x, y - 4, width, 22).fill('#f3f4f6');
    const weight = last ? 'bold' : 'regular';
    drawText(doc, label.ar, { x: x + width - 175, y, width: 175, align: 'right' }, ar(10, weight));
    drawText(
      doc,
      `${halalasForDisplay(amount)} ${labels.currency.ar}`,
      { x: x + 120, y, width: width - 295, align: 'center' },
      ar(10, weight),
    );
    drawText(doc, label.en, { x, y, width: 120, align: 'left' }, en(9, weight));
    y += 24;
  });
}

/** Arabic at the right half, English at the left half, on one baseline. */
function drawPair(
  doc: Doc,
  y: number,
  arabic: string,
  english: string,
  size: number,
  weight: TextStyle['weight'] = 'regular',
): void {
  if (arabic) drawText(doc, arabic, { x: LEFT + HALF, y, width: HALF, align: 'right' }, ar(size, weight));
  if (english) drawText(doc, english, { x: LEFT, y, width: HALF, align: 'left' }, en(size, weight));
}

function rule(doc: Doc, y: number): void {
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.6).strokeColor(RULE).stroke();
}

/** "2026-03-01 12:30" in Saudi time, Latin digits. */
export function riyadhDateTime(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Riyadh',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The calendar year in Saudi time: tax documents are numbered per year. */
export const riyadhYear = (at: Date): number => Number(riyadhDateTime(at).slice(0, 4));

/** The calendar day in Saudi time, `2026-03-01`. */
export const riyadhDay = (at: Date): string => riyadhDateTime(at).slice(0, 10);

function collect(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
