import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A local HTTP server playing an office's CRM for the feeds' tests: it serves feeds set by the test
 * (`feeds`), real JPEG photos at `/photo/<n>.jpg`, and the bad cases: `/big.jpg` (past any small
 * limit), `/text.jpg` (text declared as a JPEG), `/slow.jpg` (never finishes), `/html` (a web page),
 * and `/redirect?to=<url>` (a 302 there).
 */
export interface FeedHost {
  url: string;
  /** `host:port`, for FEED_FETCH_ALLOW_HOSTS. */
  hostPort: string;
  feeds: Map<string, string>;
  /** Every path asked, in order. */
  asked: string[];
  close(): Promise<void>;
}

export async function startFeedHost(): Promise<FeedHost> {
  const feeds = new Map<string, string>();
  const asked: string[] = [];
  const photos = new Map<number, Buffer>();
  const hanging = new Set<ServerResponse>();
  const photo = async (n: number) => {
    let data = photos.get(n);
    if (!data) {
      const hue = (n * 47) % 255;
      data = await sharp({
        create: {
          width: 800,
          height: 600,
          channels: 3,
          background: { r: hue, g: 120, b: 200 - (hue % 100) },
        },
      })
        .jpeg()
        .toBuffer();
      photos.set(n, data);
    }
    return data;
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://feed.local');
    asked.push(url.pathname);
    const feed = feeds.get(url.pathname);
    if (feed !== undefined) {
      response.writeHead(200, {
        'content-type': url.pathname.endsWith('.csv') ? 'text/csv' : 'application/xml',
      });
      return response.end(feed);
    }
    const numbered = /^\/photo\/(\d+)\.jpg$/.exec(url.pathname);
    if (numbered) {
      void photo(Number(numbered[1])).then((data) => {
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        response.end(data);
      });
      return;
    }
    switch (url.pathname) {
      case '/big.jpg':
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        return response.end(Buffer.alloc(3 * 1024 * 1024, 0xff));
      case '/text.jpg':
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        return response.end('this is no photo at all');
      case '/html':
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end('<html><body>hello</body></html>');
      case '/slow.jpg':
        hanging.add(response);
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        response.write(Buffer.from([0xff, 0xd8, 0xff]));
        return;
      case '/redirect':
        response.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
        return response.end();
      default:
        response.writeHead(404);
        return response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    feeds,
    asked,
    close: async () => {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
