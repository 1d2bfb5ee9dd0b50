import type { ImageVariant } from '#server/lib/images.js';
import { SCENE_KINDS, type SceneKind } from './scene-kind.js';
import { renderScenePhoto } from './scenes/index.js';

export interface PoolPhoto {
  large: ImageVariant;
  thumb: ImageVariant;
}

export type PhotoPool = Map<SceneKind, PoolPhoto[]>;

const VARIANTS_PER_KIND = 9;
const LARGE = { width: 1280, height: 960 };
const THUMB = { width: 640, height: 480 };

/** Renders a few variants of every scene once; each demo ad gets copies of some of them. */
export async function renderPhotoPool(): Promise<PhotoPool> {
  const entries = await Promise.all(
    SCENE_KINDS.map(async (kind) => {
      const photos = await Promise.all(
        Array.from({ length: VARIANTS_PER_KIND }, async (_, variant) => ({
          large: { data: await renderScenePhoto(kind, variant, LARGE), ...LARGE },
          thumb: { data: await renderScenePhoto(kind, variant, THUMB), ...THUMB },
        })),
      );
      return [kind, photos] as const;
    }),
  );
  return new Map(entries);
}
