import type { ImageVariant } from '#server/lib/images.js';
import { PHOTO_WIDTHS } from '#server/modules/properties/convert-photo.js';
import { photoHash, type PhotoHash } from '#server/modules/properties/duplicates/photo-hash.js';
import { SCENE_KINDS, type SceneKind } from './scene-kind.js';
import { renderScenePhoto } from './scenes/index.js';

export interface PoolPhoto {
  large: ImageVariant;
  thumb: ImageVariant;
  /** The narrower copies an upload gets, each rendered at its own size. */
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

/** Renders a few variants of every scene once; each demo ad gets copies of some of them. */
export async function renderPhotoPool(): Promise<PhotoPool> {
  const entries = await Promise.all(
    SCENE_KINDS.map(async (kind) => {
      const photos = await Promise.all(
        Array.from({ length: VARIANTS_PER_KIND }, async (_, variant) => {
          const render = async (size: { width: number; height: number }) => ({
            data: await renderScenePhoto(kind, variant, size),
            ...size,
          });
          const large = await render(LARGE);
          return {
            large,
            hash: await photoHash(large.data),
            thumb: await render(THUMB),
            narrower: await Promise.all(NARROWER.map(render)),
          };
        }),
      );
      return [kind, photos] as const;
    }),
  );
  return new Map(entries);
}
