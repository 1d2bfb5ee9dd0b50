import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';

/** Where the maps ask for their tiles; the test machine has no internet to reach it. */
const TILES = 'https://tile.openstreetmap.org/**';

let plainTile: Promise<Buffer> | undefined;

/** The maps of `target` get one plain tile everywhere, so they load without errors. */
export async function servePlainTiles(target: Page | BrowserContext): Promise<void> {
  plainTile ??= sharp({ create: { width: 256, height: 256, channels: 3, background: '#e9e4d8' } })
    .png()
    .toBuffer();
  const body = await plainTile;
  await target.route(TILES, (route) => route.fulfill({ status: 200, contentType: 'image/png', body }));
}

/** The maps of `target` find the tile server unreachable, as offline. */
export async function tilesOffline(target: Page | BrowserContext): Promise<void> {
  await target.route(TILES, (route) => route.abort('internetdisconnected'));
}
