import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  createConversionPool,
  type ConversionPoolOptions,
  type ConversionPoolUse,
} from './conversion-pool.js';
import { AppError } from './errors.js';

export const IMAGE_LIMITS = { maxMegapixels: 40 } as const;
const MAX_PIXELS = IMAGE_LIMITS.maxMegapixels * 1_000_000;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

declare const checked: unique symbol;
/** An upload whose type and declared dimensions were checked (`checkImageHeader`). */
export type CheckedImage = Buffer & { readonly [checked]: true };

export interface ImageVariant {
  data: Buffer;
  width: number;
  height: number;
}

interface Resize {
  width: number;
  height?: number;
  fit: 'cover' | 'inside';
}

/**
 * Refuses an upload on what its first bytes and its header say, without decoding a pixel: not JPEG,
 * PNG or WebP (by its magic bytes, whatever its name says), a header that cannot be read, or more than
 * 40 megapixels declared. sharp's metadata() reads the header only, so this costs well under a
 * millisecond and runs before the upload waits for a conversion.
 */
export async function checkImageHeader(input: Buffer): Promise<CheckedImage> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) throw new AppError('unsupportedMedia', 'unsupportedImage');
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new AppError('invalid', 'imageUnreadable');
    });
  if (!metadata.width || !metadata.height) throw new AppError('invalid', 'imageUnreadable');
  if (metadata.width * metadata.height > MAX_PIXELS) {
    throw new AppError('invalid', 'imageTooManyPixels', { params: IMAGE_LIMITS });
  }
  return input as CheckedImage;
}

/**
 * Re-encodes to WebP in each size, one size after another: a conversion is one core's work, which is
 * what the pool's slots count. sharp drops EXIF, GPS and other metadata unless asked to keep it;
 * `rotate()` applies the EXIF orientation first so the picture stays upright. libvips still refuses
 * more than 40 megapixels itself, should a header have lied.
 */
export async function toWebp(input: CheckedImage, sizes: Resize[]): Promise<ImageVariant[]> {
  const variants: ImageVariant[] = [];
  try {
    for (const size of sizes) {
      const { data, info } = await sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: size.width, height: size.height, fit: size.fit, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ data, width: info.width, height: info.height });
    }
  } catch {
    throw new AppError('invalid', 'imageUnreadable');
  }
  return variants;
}

/** Every image upload's way to its conversion (docs/decisions/0029-photo-conversion-pool.md). */
export interface ImageConverter {
  /**
   * Checks the upload's header at once (`checkImageHeader`), then runs `convert` on it in its
   * owner's turn; a full queue is a 503 with Retry-After. A `signal` that aborts while the upload
   * waits (the client went away) takes it out of the queue.
   */
  convert<T>(
    owner: string,
    input: Buffer,
    convert: (image: CheckedImage) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T>;
  use(): ConversionPoolUse;
}

export function createImageConverter(options: ConversionPoolOptions): ImageConverter {
  // One libvips thread per image, so that the slots, one per core, bound the CPU conversions take.
  sharp.concurrency(1);
  const pool = createConversionPool(options);
  return {
    async convert(owner, input, convert, signal) {
      const image = await checkImageHeader(input);
      return pool.run(owner, () => convert(image), signal);
    },
    use: () => pool.use(),
  };
}
