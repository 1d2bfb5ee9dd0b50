import { describe, expect, it } from 'vitest';
import { getMapTiles } from '#contract/endpoints/map-tiles.js';
import { useTestServer } from '#server/test/support/suite.js';
import type { TestServer } from '#server/test/support/servers/test-server.js';

/** Issue 31 item 2: the tile server is a setting that reaches the web app and its content security policy. */

const TILES = 'https://{s}.maps.example.com/{z}/{x}/{y}.png';
const CREDIT = '© <a href="https://maps.example.com/terms">Example Maps</a>';

const server = useTestServer();
const configured = useTestServer({ MAP_TILE_URL: TILES, MAP_TILE_ATTRIBUTION: CREDIT });

const imageSources = async (target: TestServer) => {
  const policy = (await fetch(`${target.url}/api/health`)).headers.get('content-security-policy') ?? '';
  const imgSrc = policy.split(';').find((directive) => directive.trim().startsWith('img-src')) ?? '';
  return imgSrc.trim().split(/\s+/).slice(1);
};

describe('GET /api/website/map-tiles', () => {
  it("answers OpenStreetMap's tiles by default, which the content security policy allows", async () => {
    const answer = await server.send(getMapTiles);
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 200,
      body: {
        url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
      },
    });
    expect(await imageSources(server)).toContain('https://tile.openstreetmap.org');
  });

  it('answers the configured tile server and credit; the policy allows its subdomains and no longer OpenStreetMap', async () => {
    const answer = await configured.send(getMapTiles);
    expect(answer.body).toEqual({ url: TILES, attribution: CREDIT });
    const sources = await imageSources(configured);
    expect(sources).toContain('https://*.maps.example.com');
    expect(sources.some((source) => source.includes('openstreetmap'))).toBe(false);
  });
});
