import sharp from 'sharp';

/**
 * A JPEG photo with a texture of its own: a grid of greys drawn from `seed`, smoothed to `width`.
 * Photos of different seeds look unrelated to a perceptual hash; flat photos would all look alike.
 */
export async function patternPhoto(seed: number, width = 800, height = 600): Promise<Buffer> {
  let state = seed * 2654435761 + 1;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const columns = 12;
  const rows = 9;
  const pixels = Buffer.alloc(columns * rows * 3);
  for (let index = 0; index < columns * rows; index++) {
    const grey = Math.floor(next() * 256);
    pixels[index * 3] = grey;
    pixels[index * 3 + 1] = Math.floor(grey * 0.8 + next() * 50);
    pixels[index * 3 + 2] = Math.floor(next() * 256);
  }
  return sharp(pixels, { raw: { width: columns, height: rows, channels: 3 } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .jpeg({ quality: 90 })
    .toBuffer();
}
