import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { SCENE_KINDS } from '../scene-kind.js';
import { renderScenePhoto, sceneSvg } from './index.js';

const small = { width: 160, height: 120 };

describe('scene photos', () => {
  it.each(SCENE_KINDS)('renders a %s as a WebP of the requested size', async (kind) => {
    for (const size of [
      { width: 320, height: 240 },
      { width: 320, height: 180 },
    ]) {
      const metadata = await sharp(await renderScenePhoto(kind, 5, size)).metadata();
      expect(metadata).toMatchObject({ format: 'webp', ...size });
    }
  });

  it('draws the same picture for the same kind, variant and size', () => {
    for (const kind of SCENE_KINDS) expect(sceneSvg(kind, 7, small)).toBe(sceneSvg(kind, 7, small));
  });

  it('draws a different picture for each variant', () => {
    for (const kind of SCENE_KINDS) {
      const pictures = new Set(Array.from({ length: 12 }, (_, variant) => sceneSvg(kind, variant, small)));
      expect(pictures.size).toBe(12);
    }
  });

  it('writes well-formed SVG without text, external images or invalid numbers', async () => {
    for (const kind of SCENE_KINDS) {
      for (const variant of [0, 4, 123_456_789]) {
        const svg = sceneSvg(kind, variant, small);
        expect(svg).not.toMatch(/NaN|undefined|Infinity|<text|<image|href=/);
        const { info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
        expect(info).toMatchObject(small);
      }
    }
  });
});
