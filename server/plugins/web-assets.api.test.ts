import { describe, expect, it } from 'vitest';
import { useTestServer } from '#server/test/support/suite.js';

/** How the built web app's files are cached (the build: `npm run build`). */

const server = useTestServer();

const head = async (path: string) => {
  const answer = await fetch(`${server.url}${path}`);
  await answer.arrayBuffer();
  return { status: answer.status, cacheControl: answer.headers.get('cache-control') };
};

describe('the web app’s files', () => {
  it('hashed assets are immutable for a year; the page and the unhashed files are revalidated', async () => {
    const page = await fetch(`${server.url}/`).then((answer) => answer.text());
    // A rendered page lists its scripts for theme-boot.js (server/plugins/page-html.ts).
    const scripts = [...page.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
    const styles = [...page.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    expect(styles.length).toBeGreaterThan(0);
    for (const asset of [...scripts, ...styles]) {
      expect(await head(asset), asset).toEqual({
        status: 200,
        cacheControl: 'public, max-age=31536000, immutable',
      });
    }
    for (const unhashed of [
      '/theme-boot.js',
      '/firebase-messaging-sw.js',
      '/manifest.ar.webmanifest',
      '/offline.html',
    ])
      expect(await head(unhashed), unhashed).toEqual({ status: 200, cacheControl: 'no-cache' });
    expect((await head('/')).cacheControl).toBe('no-cache');
  });

  it('the build’s list of kept assets is not served', async () => {
    expect((await head('/previous-assets.json')).status).toBe(404);
  });
});
