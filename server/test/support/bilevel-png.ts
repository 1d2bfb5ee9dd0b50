import { crc32, deflateSync } from 'node:zlib';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A black-and-white (1-bit) PNG of `width` × `height` with a thin stripe every 64 rows: kilobytes
 * that decode to as many pixels as the header says (20000 × 20000 is 400 million, about 50 KB;
 * 6320 × 6320 is 39.9 million, just under the 40-megapixel limit, about 5 KB).
 */
export function bilevelPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const rowBytes = 1 + Math.ceil(width / 8);
  const rows = Buffer.alloc(height * rowBytes);
  for (let row = 0; row < height; row += 64) rows.fill(0xff, row * rowBytes + 1, (row + 1) * rowBytes);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
