import { createRequire } from 'node:module';
import QRCode from 'qrcode';

/**
 * Reads the text of a QR code from an upright, unblurred raster (the image a PDF embeds, as
 * extracted): samples the module grid, finds the format by comparing the function patterns with
 * those of a blank symbol of every level and mask, unmasks, de-interleaves the blocks and reads the
 * numeric, alphanumeric and byte segments (ISO/IEC 18004). No error correction: a clean image
 * needs none, and a damaged one fails here instead of being repaired.
 */
export interface RasterImage {
  width: number;
  height: number;
  /** 1 (grey), 3 (RGB) or 4 (RGBA) bytes per pixel. */
  channels: number;
  data: Uint8Array | Uint8ClampedArray;
}

const require = createRequire(import.meta.url);
// The blocks table of the qrcode package, which prints our codes (its internals have no typings;
// the table is keyed by the package's own level objects).
type LevelObject = { bit: number };
const blocksTable = require('qrcode/lib/core/error-correction-code.js') as {
  getBlocksCount(version: number, level: LevelObject): number | undefined;
  getTotalCodewordsCount(version: number, level: LevelObject): number | undefined;
};
const LEVELS = require('qrcode/lib/core/error-correction-level.js') as Record<Level, LevelObject>;
type Level = 'L' | 'M' | 'Q' | 'H';
const LEVEL_NAMES: readonly Level[] = ['L', 'M', 'Q', 'H'];

const MASKS: ((row: number, col: number) => boolean)[] = [
  (i, j) => (i + j) % 2 === 0,
  (i) => i % 2 === 0,
  (_i, j) => j % 3 === 0,
  (i, j) => (i + j) % 3 === 0,
  (i, j) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i, j) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i, j) => (((i * j) % 3) + ((i + j) % 2)) % 2 === 0,
];

export function readQrImage(image: RasterImage): string {
  const modules = sampleModules(image);
  const size = Math.sqrt(modules.length);
  const version = (size - 17) / 4;
  const { level, mask, reserved } = formatOf(modules, version);
  const bits = dataBits(modules, reserved, size, MASKS[mask]!);
  return segmentsText(dataCodewords(bits, version, level), version);
}

function sampleModules(image: RasterImage): Uint8Array {
  const dark = (x: number, y: number) => {
    const at = (Math.round(y) * image.width + Math.round(x)) * image.channels;
    const grey =
      image.channels >= 3
        ? (image.data[at]! + image.data[at + 1]! + image.data[at + 2]!) / 3
        : image.data[at]!;
    return grey < 128;
  };
  let [left, top, right, bottom] = [image.width, image.height, -1, -1];
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      if (!dark(x, y)) continue;
      [left, top, right, bottom] = [
        Math.min(left, x),
        Math.min(top, y),
        Math.max(right, x),
        Math.max(bottom, y),
      ];
    }
  }
  if (right < 0) throw new Error('the image has no dark module');
  let finderRun = 0;
  while (dark(left + finderRun, top)) finderRun += 1;
  // The finder's edge is 7 modules; a fractional scale blurs it by a pixel, so snap to a QR size (17 + 4v).
  const estimate = ((right - left + 1) * 7) / finderRun;
  const size = 17 + 4 * Math.round((estimate - 17) / 4);
  if (size < 21 || size > 177) throw new Error(`no QR symbol of ${estimate.toFixed(1)} modules`);
  const step = (right - left + 1) / size;
  const stepY = (bottom - top + 1) / size;
  const modules = new Uint8Array(size * size);
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      modules[row * size + col] = dark(left + (col + 0.5) * step, top + (row + 0.5) * stepY) ? 1 : 0;
    }
  }
  return modules;
}

/** The level and mask whose blank symbol has the same function patterns and format bits as this one. */
function formatOf(modules: Uint8Array, version: number) {
  for (const level of LEVEL_NAMES) {
    for (let mask = 0; mask < MASKS.length; mask += 1) {
      const blank = QRCode.create('0', {
        version,
        errorCorrectionLevel: level,
        maskPattern: mask as QRCode.QRCodeMaskPattern,
      }).modules;
      const same = blank.reservedBit.every((reserved, at) => !reserved || blank.data[at] === modules[at]);
      if (same) return { level, mask, reserved: blank.reservedBit };
    }
  }
  throw new Error('no format information matches the symbol');
}

/** The data region read in the standard zigzag: column pairs from the right, up then down, skipping the timing column. */
function dataBits(
  modules: Uint8Array,
  reserved: Uint8Array,
  size: number,
  masked: (row: number, col: number) => boolean,
): number[] {
  const bits: number[] = [];
  let upward = true;
  for (let right = size - 1; right > 0; right -= 2) {
    if (right === 6) right -= 1;
    for (let step = 0; step < size; step += 1) {
      const row = upward ? size - 1 - step : step;
      for (const col of [right, right - 1]) {
        const at = row * size + col;
        if (reserved[at]) continue;
        bits.push(modules[at]! ^ (masked(row, col) ? 1 : 0));
      }
    }
    upward = !upward;
  }
  return bits;
}

/** The data codewords in order: the symbol interleaves them across its blocks, the short blocks first. */
function dataCodewords(bits: number[], version: number, level: Level): number[] {
  const codewords: number[] = [];
  for (let at = 0; at + 8 <= bits.length; at += 8) {
    codewords.push(bits.slice(at, at + 8).reduce((byte, bit) => (byte << 1) | bit, 0));
  }
  const blocks = blocksTable.getBlocksCount(version, LEVELS[level]);
  const ecTotal = blocksTable.getTotalCodewordsCount(version, LEVELS[level]);
  if (!blocks || ecTotal === undefined) throw new Error(`no block table for version ${version}-${level}`);
  const dataTotal = codewords.length - ecTotal;
  const shortLength = Math.floor(dataTotal / blocks);
  const longBlocks = dataTotal % blocks;
  const lengths = Array.from({ length: blocks }, (_, block) =>
    block >= blocks - longBlocks ? shortLength + 1 : shortLength,
  );
  const perBlock: number[][] = lengths.map(() => []);
  let next = 0;
  for (let index = 0; index <= shortLength; index += 1) {
    lengths.forEach((length, block) => {
      if (index < length) perBlock[block]!.push(codewords[next++]!);
    });
  }
  return perBlock.flat();
}

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

function segmentsText(codewords: number[], version: number): string {
  const bits = codewords.flatMap((byte) => Array.from({ length: 8 }, (_, bit) => (byte >> (7 - bit)) & 1));
  let at = 0;
  const read = (count: number) => {
    let value = 0;
    for (let end = at + count; at < end; at += 1) value = (value << 1) | (bits[at] ?? 0);
    return value;
  };
  const band = version < 10 ? 0 : version < 27 ? 1 : 2;
  const bytes: number[] = [];
  while (at + 4 <= bits.length) {
    const mode = read(4);
    if (mode === 0) break;
    if (mode === 0b0001) {
      let count = read([10, 12, 14][band]!);
      for (; count >= 3; count -= 3) bytes.push(...Buffer.from(String(read(10)).padStart(3, '0')));
      if (count === 2) bytes.push(...Buffer.from(String(read(7)).padStart(2, '0')));
      if (count === 1) bytes.push(...Buffer.from(String(read(4))));
    } else if (mode === 0b0010) {
      let count = read([9, 11, 13][band]!);
      for (; count >= 2; count -= 2) {
        const pair = read(11);
        bytes.push(...Buffer.from(ALPHANUMERIC[Math.floor(pair / 45)]! + ALPHANUMERIC[pair % 45]!));
      }
      if (count === 1) bytes.push(...Buffer.from(ALPHANUMERIC[read(6)]!));
    } else if (mode === 0b0100) {
      const count = read([8, 16, 16][band]!);
      for (let index = 0; index < count; index += 1) bytes.push(read(8));
    } else throw new Error(`QR segment mode ${mode} is not read here`);
  }
  return Buffer.from(bytes).toString('utf8');
}
