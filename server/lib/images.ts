import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { AppError } from './errors.js';

export const IMAGE_LIMITS = { maxMegapixels: 40 } as const;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

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
 * Checks the magic bytes, refuses oversize images before decoding them, then re-encodes to WebP.
 * sharp drops EXIF, GPS and other metadata unless asked to keep it; `rotate()` applies the EXIF
 * orientation first so the picture stays upright.
 */
export async function toWebp(input: Buffer, sizes: Resize[]): Promise<ImageVariant[]> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) throw new AppError('unsupportedMedia', 'unsupportedImage');
  const maxPixels = IMAGE_LIMITS.maxMegapixels * 1_000_000;
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('invalid', 'imageUnreadable');
  }
  if (!metadata.width || !metadata.height) throw new AppError('invalid', 'imageUnreadable');
  if (metadata.width * metadata.height > maxPixels) {
    throw new AppError('invalid', 'imageTooManyPixels', { params: IMAGE_LIMITS });
  }
  try {
    return await Promise.all(
      sizes.map(async (size) => {
        const { data, info } = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
          .rotate()
          .resize({ width: size.width, height: size.height, fit: size.fit, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
        return { data, width: info.width, height: info.height };
      }),
    );
  } catch {
    throw new AppError('invalid', 'imageUnreadable');
  }
}
