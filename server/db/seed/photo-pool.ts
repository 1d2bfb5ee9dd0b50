import sharp from 'sharp';
import type { ImageVariant } from '#server/lib/images.js';
import { PHOTO_WIDTHS, photoHash, type PhotoHash, photoMatches } from '#server/modules/properties/index.js';
import { cacheKey, readCached, writeCached } from './demo-photo-cache.js';
import { SCENE_KINDS, type SceneKind } from './scene-kind.js';
import { sceneSvg } from './scenes/index.js';

export interface PoolPhoto {
  large: ImageVariant;
  thumb: ImageVariant;
  /** The narrower copies an upload gets. */
  narrower: ImageVariant[];
  hash: PhotoHash;
}

export type PhotoPool = Map<SceneKind, PoolPhoto[]>;

const VARIANTS_PER_KIND = 9;
const LARGE = { width: 1280, height: 960 };
const THUMB = { width: 640, height: 480 };
const NARROWER = PHOTO_WIDTHS.filter((width) => width < LARGE.width).map((width) => ({
  width,
  height: Math.round((width * LARGE.height) / LARGE.width),
}));
const WEBP = { quality: 80, effort: 1 } as const;

/**
 * One scene variant as an upload would store it: rendered once at 1280×960, then scaled down for the
 * thumbnail and the narrower copies (the same kind and variant always give the same bytes), or read
 * back from the cache of an earlier run.
 */
export async function renderDemoPhoto(kind: SceneKind, variant: number): Promise<PoolPhoto> {
  const svg = sceneSvg(kind, variant, LARGE);
  const sizes = [LARGE, THUMB, ...NARROWER];
  const key = cacheKey([svg, sizes, WEBP]);
  const cached = await readCached(key);
  const [large, thumb, ...narrower] = cached ?? (await renderSizes(svg, sizes));
  if (!large || !thumb) throw new Error('demo photo: nothing rendered');
  if (!cached) await writeCached(key, [large, thumb, ...narrower]);
  return { large, thumb, narrower, hash: await photoHash(large.data) };
}

async function renderSizes(svg: string, sizes: { width: number; height: number }[]) {
  const raster = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  return Promise.all(
    sizes.map(async (size): Promise<ImageVariant> => {
      const image = sharp(raster.data, { raw: raster.info });
      const sized = size.width === raster.info.width ? image : image.resize(size.width, size.height);
      return { data: await sized.webp(WEBP).toBuffer(), ...size };
    }),
  );
}

/**
 * The demo's photos, each used by one ad only: variants of a kind are taken in turn, and a variant
 * whose hash comes within the duplicate threshold of a photo already handed out is skipped, so an
 * upload of a demo photo names its own ad as the suspected original and no other.
 */
export function demoPhotoSource() {
  const turns = new Map<SceneKind, number>();
  const given: { id: number; dhash: bigint }[] = [];
  const render = (kind: SceneKind) => {
    const variant = turns.get(kind) ?? 0;
    turns.set(kind, variant + 1);
    return renderDemoPhoto(kind, variant);
  };
  /** Hands the photo out unless it looks like one handed out before. */
  const keep = (photo: PoolPhoto) => {
    const candidate = { id: given.length, dhash: photo.hash.dhash };
    if (photoMatches([candidate], given).length > 0) return false;
    given.push(candidate);
    return true;
  };
  return {
    /** `count` photos of a kind, rendered side by side, checked in order (the same on every run). */
    async take(kind: SceneKind, count: number): Promise<PoolPhoto[]> {
      const rendered = await Promise.all(Array.from({ length: count }, () => render(kind)));
      const photos = rendered.filter(keep);
      while (photos.length < count) {
        const photo = await render(kind);
        if (keep(photo)) photos.push(photo);
      }
      return photos;
    },
    /** How many variants were rendered, skipped ones included. */
    rendered: () => [...turns.values()].reduce((sum, turn) => sum + turn, 0),
  };
}

/** A few variants of every scene: the duplicate bench's sample of distinct photos. */
export async function renderPhotoPool(): Promise<PhotoPool> {
  const entries = await Promise.all(
    SCENE_KINDS.map(async (kind) => {
      const photos = await Promise.all(
        Array.from({ length: VARIANTS_PER_KIND }, (_, variant) => renderDemoPhoto(kind, variant)),
      );
      return [kind, photos] as const;
    }),
  );
  return new Map(entries);
}
