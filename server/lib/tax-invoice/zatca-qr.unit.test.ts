import { describe, expect, it } from 'vitest';
import { decodeZatcaQr, encodeZatcaQr, ZatcaQrError } from './zatca-qr.js';

const vatNumber = '310122393500003';

describe('the ZATCA QR payload', () => {
  it('matches the published sample (Bobs Records, 1,000.00 with 150.00 VAT)', () => {
    const payload = encodeZatcaQr({
      sellerName: 'Bobs Records',
      vatNumber,
      timestamp: new Date('2022-04-25T15:30:00Z'),
      total: 100_000,
      vat: 15_000,
    });
    expect(payload).toBe(
      'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==',
    );
  });

  it('writes tag, byte length, UTF-8 value, in tag order', () => {
    const bytes = Buffer.from(
      encodeZatcaQr({
        sellerName: 'منزل',
        vatNumber,
        timestamp: new Date('2026-03-01T09:30:15.789Z'),
        total: 11_500,
        vat: 1_500,
      }),
      'base64',
    );
    // "منزل" is 4 letters and 8 bytes in UTF-8: the length byte counts bytes.
    expect([...bytes.subarray(0, 2)]).toEqual([1, 8]);
    expect(bytes.subarray(2, 10).toString('utf8')).toBe('منزل');
    expect([...bytes.subarray(10, 12)]).toEqual([2, 15]);
    expect([...bytes.subarray(27, 29)]).toEqual([3, 20]);
    expect(bytes.subarray(29, 49).toString('utf8')).toBe('2026-03-01T09:30:15Z');
    expect(bytes.subarray(49).toString('latin1')).toBe('\u0004\u0006115.00\u0005\u000515.00');
  });

  it('round-trips an Arabic seller name and the amounts', () => {
    const sellerName = 'شركة منزل العقارية للتسويق الإلكتروني';
    const decoded = decodeZatcaQr(
      encodeZatcaQr({
        sellerName,
        vatNumber,
        timestamp: new Date('2026-12-31T23:59:59Z'),
        total: 115_000_05,
        vat: 15_000_01,
      }),
    );
    expect(decoded).toEqual({
      sellerName,
      vatNumber,
      timestamp: '2026-12-31T23:59:59Z',
      total: '115000.05',
      vat: '15000.01',
      otherTags: [],
    });
  });

  it('keeps tags past 5 apart when decoding (phase 2 adds 6–9)', () => {
    const base = Buffer.from(
      encodeZatcaQr({ sellerName: 'Manzil', vatNumber, timestamp: new Date(0), total: 0, vat: 0 }),
      'base64',
    );
    const withHash = Buffer.concat([base, Buffer.from([6, 3, 0x61, 0x62, 0x63])]).toString('base64');
    expect(decodeZatcaQr(withHash).otherTags).toEqual([{ tag: 6, value: Buffer.from('abc') }]);
  });

  it('refuses a value longer than 255 bytes, counting bytes rather than letters', () => {
    const fields = { vatNumber, timestamp: new Date(), total: 100, vat: 15 };
    expect(() => encodeZatcaQr({ ...fields, sellerName: 'م'.repeat(127) })).not.toThrow(); // 254 bytes
    expect(() => encodeZatcaQr({ ...fields, sellerName: 'م'.repeat(128) })).toThrow(
      new ZatcaQrError('the seller name takes 256 bytes in UTF-8; a QR field holds at most 255'),
    );
  });

  it('refuses a malformed VAT number, fractions of a halala, negative amounts and a cut payload', () => {
    const fields = { sellerName: 'Manzil', vatNumber, timestamp: new Date(), total: 100, vat: 15 };
    expect(() => encodeZatcaQr({ ...fields, vatNumber: '1234567891' })).toThrow(ZatcaQrError);
    expect(() => encodeZatcaQr({ ...fields, total: 100.5 })).toThrow(RangeError);
    expect(() => encodeZatcaQr({ ...fields, vat: -15 })).toThrow(ZatcaQrError);
    const cut = Buffer.from(encodeZatcaQr(fields), 'base64').subarray(0, 20).toString('base64');
    expect(() => decodeZatcaQr(cut)).toThrow(ZatcaQrError);
  });
});
