import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageVariant } from '#server/lib/images.js';

/**
 * Rendered demo photos kept between runs (in the system's temporary folder), named by a digest of
 * everything that decides their bytes: the scene's SVG, the sizes, the encoder and its settings. The
 * demo's 700 distinct photos take half a minute to render on two cores; a later empty database (a
 * test, a reset) reads them back in a second or two. A missing or unreadable entry is rendered again.
 */
const FOLDER = path.join(tmpdir(), 'manzil-demo-photos');

export const cacheKey = (parts: unknown[]) =>
  createHash('sha256')
    .update(JSON.stringify([sharp.versions, ...parts]))
    .digest('hex')
    .slice(0, 32);

/** The variants stored under `key`, in the order written, or undefined when not (fully) there. */
export async function readCached(key: string): Promise<ImageVariant[] | undefined> {
  try {
    const file = await readFile(path.join(FOLDER, `${key}.bin`));
    const headerLength = file.readUInt32BE(0);
    const sizes = JSON.parse(file.subarray(4, 4 + headerLength).toString()) as {
      width: number;
      height: number;
      bytes: number;
    }[];
    let offset = 4 + headerLength;
    const variants = sizes.map(({ width, height, bytes }) => {
      const data = file.subarray(offset, offset + bytes);
      offset += bytes;
      return { width, height, data };
    });
    return offset === file.length ? variants : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the variants under `key`; written whole or not at all (rename), errors ignored. */
export async function writeCached(key: string, variants: ImageVariant[]): Promise<void> {
  const header = Buffer.from(
    JSON.stringify(variants.map(({ width, height, data }) => ({ width, height, bytes: data.length }))),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length);
  const target = path.join(FOLDER, `${key}.bin`);
  const partial = `${target}.${process.pid}.${Date.now()}.part`;
  try {
    await mkdir(FOLDER, { recursive: true });
    await writeFile(partial, Buffer.concat([length, header, ...variants.map((variant) => variant.data)]));
    await rename(partial, target);
  } catch {
    // A full or read-only disk only costs the next run a render.
  }
}
