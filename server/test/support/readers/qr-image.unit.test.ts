import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readQrImage } from './qr-image.js';

const printed = async (text: string, errorCorrectionLevel: QRCode.QRCodeErrorCorrectionLevel = 'M') => {
  const png = await QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel, margin: 1, width: 360 });
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: info.channels, data };
};

describe('reading a QR image', () => {
  it('reads back what qrcode printed: byte, numeric and alphanumeric segments, one block or many', async () => {
    for (const text of [
      'AQ3YtNix2YPYqSDZhdmG2LLZhCDYp9mE2LnZgtin2LHZitipAg8zMTAwMDAwMDAwMDAwMDMDFDIwMjYtMDMtMDFUMDk6MzA6MDBaBAU1Ni4zNQUENy4zNQ==',
      'HELLO 12345678901234 world',
      'x'.repeat(300),
    ]) {
      expect(readQrImage(await printed(text))).toBe(text);
    }
    expect(readQrImage(await printed('mixed LEVEL 42', 'H'))).toBe('mixed LEVEL 42');
  });

  it('fails on an image that holds no symbol', () => {
    const blank = { width: 10, height: 10, channels: 1, data: new Uint8Array(100).fill(255) };
    expect(() => readQrImage(blank)).toThrow('the image has no dark module');
  });
});
