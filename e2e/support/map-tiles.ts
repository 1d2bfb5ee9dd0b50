import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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

export interface TileServer {
  /** The tile address template to configure (MAP_TILE_URL). */
  template: string;
  /** Tiles asked for, and those answered with an error. */
  asked: number;
  failed: number;
  close(): Promise<void>;
}

/** A local tile server whose every `failEvery`-th tile answers 500; the others are plain squares. */
export async function startTileServer(failEvery: number): Promise<TileServer> {
  const tile = await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#e9e4d8"/><rect x="0.5" y="0.5" width="255" height="255" fill="none" stroke="#cfc7b4"/></svg>',
    ),
  )
    .png()
    .toBuffer();
  const server = createServer((request, response) => {
    served.asked += 1;
    if (served.asked % failEvery === 0) {
      served.failed += 1;
      response.writeHead(500).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' }).end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const served: TileServer = {
    template: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    asked: 0,
    failed: 0,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return served;
}
