import { halalasAsDecimal } from './money.js';

/**
 * The phase-1 ("generation") QR payload of a simplified tax invoice or its credit note: five
 * Tag-Length-Value fields, each a tag byte, a length byte and the UTF-8 bytes of the value, the
 * concatenation base64-encoded (docs/decisions/0041-paid-visibility.md, "Invoices and credit notes", "The QR code").
 */
export interface ZatcaQrFields {
  sellerName: string;
  /** The seller's 15-digit VAT registration number. */
  vatNumber: string;
  timestamp: Date;
  /** Total including VAT, in halalas. */
  total: number;
  /** VAT total, in halalas. */
  vat: number;
}

/** The fields as they travel in the QR, for tests and support staff. */
export interface DecodedZatcaQr {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601, e.g. "2026-03-01T09:30:00Z". */
  timestamp: string;
  /** Riyals with two decimals, e.g. "115.00". */
  total: string;
  vat: string;
  /** Tags past 5 (phase 2 adds 6–9: hash, signature, public key, stamp signature), raw. */
  otherTags: { tag: number; value: Buffer }[];
}

export class ZatcaQrError extends Error {
  override readonly name = 'ZatcaQrError';
}

const Tag = { SellerName: 1, VatNumber: 2, Timestamp: 3, Total: 4, Vat: 5 } as const;
type Tag = (typeof Tag)[keyof typeof Tag];

const MAX_VALUE_BYTES = 255;
const VAT_NUMBER = /^3\d{13}3$/;

export function encodeZatcaQr(fields: ZatcaQrFields): string {
  if (!VAT_NUMBER.test(fields.vatNumber)) {
    throw new ZatcaQrError('the VAT number must be 15 digits that begin and end with 3');
  }
  if (fields.total < 0 || fields.vat < 0) throw new ZatcaQrError('QR amounts are never negative');
  return Buffer.concat([
    tlv(Tag.SellerName, fields.sellerName.trim(), 'seller name'),
    tlv(Tag.VatNumber, fields.vatNumber, 'VAT number'),
    tlv(Tag.Timestamp, zatcaTimestamp(fields.timestamp), 'timestamp'),
    tlv(Tag.Total, halalasAsDecimal(fields.total), 'total'),
    tlv(Tag.Vat, halalasAsDecimal(fields.vat), 'VAT total'),
  ]).toString('base64');
}

export function decodeZatcaQr(base64: string): DecodedZatcaQr {
  const bytes = Buffer.from(base64, 'base64');
  const values = new Map<number, Buffer>();
  const otherTags: DecodedZatcaQr['otherTags'] = [];
  let at = 0;
  while (at < bytes.length) {
    const tag = bytes[at];
    const length = bytes[at + 1];
    if (tag === undefined || length === undefined || at + 2 + length > bytes.length) {
      throw new ZatcaQrError(`the QR payload is cut short at byte ${at}`);
    }
    const value = bytes.subarray(at + 2, at + 2 + length);
    if (tag >= Tag.SellerName && tag <= Tag.Vat) values.set(tag, value);
    else otherTags.push({ tag, value: Buffer.from(value) });
    at += 2 + length;
  }
  const text = (tag: Tag): string => {
    const value = values.get(tag);
    if (value === undefined) throw new ZatcaQrError(`the QR payload has no tag ${tag}`);
    return new TextDecoder('utf-8', { fatal: true }).decode(value);
  };
  return {
    sellerName: text(Tag.SellerName),
    vatNumber: text(Tag.VatNumber),
    timestamp: text(Tag.Timestamp),
    total: text(Tag.Total),
    vat: text(Tag.Vat),
    otherTags,
  };
}

/** ISO 8601 in UTC to the second, as in ZATCA's own sample ("2022-04-25T15:30:00Z"). */
export function zatcaTimestamp(at: Date): string {
  if (Number.isNaN(at.getTime())) throw new ZatcaQrError('the invoice timestamp is not a valid date');
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function tlv(tag: Tag, value: string, label: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length === 0) throw new ZatcaQrError(`the ${label} is empty`);
  if (bytes.length > MAX_VALUE_BYTES) {
    throw new ZatcaQrError(
      `the ${label} takes ${bytes.length} bytes in UTF-8; a QR field holds at most ${MAX_VALUE_BYTES}`,
    );
  }
  return Buffer.concat([Buffer.from([tag, bytes.length]), bytes]);
}
