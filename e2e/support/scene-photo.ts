import sharp from 'sharp';
import * as properties from '#contract/endpoints/properties.js';
import type { TestServer } from '#server/test/support/servers/test-server.js';

/** A photo-like picture (sky, ground, a building) so cards look as they will with real photos. */
export function scene(sky: string, wall: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#f4efe6"/></linearGradient></defs>
    <rect width="800" height="600" fill="url(#s)"/><rect y="450" width="800" height="150" fill="#c9b48f"/>
    <rect x="220" y="220" width="360" height="240" fill="${wall}"/><rect x="360" y="340" width="80" height="120" fill="#6b4f33"/>
    <rect x="260" y="260" width="70" height="60" fill="#9cc3d5"/><rect x="470" y="260" width="70" height="60" fill="#9cc3d5"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** Uploads a scene as the ad's photo, through the API as its owner. */
export async function addScenePhoto(
  server: TestServer,
  token: string,
  ad: { id: number; sky: string; wall: string },
): Promise<void> {
  const form = new FormData();
  form.set('propertyId', String(ad.id));
  form.append(
    'files',
    new Blob([new Uint8Array(await scene(ad.sky, ad.wall))], { type: 'image/jpeg' }),
    'photo.jpg',
  );
  const answer = await server.send(properties.uploadMedia, { body: form }, { token });
  if (answer.status !== 200) throw new Error(`upload answered ${answer.status}`);
}
