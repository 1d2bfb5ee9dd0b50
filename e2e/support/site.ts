import type { Browser } from 'playwright-core';
import { afterAll } from 'vitest';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';
import { madeBeforeAll } from './before-all.js';
import { launchBrowser, openPage, type PageOptions } from './browser.js';

/** A test file's own server and Chromium: there in its tests and in the hooks it registers after. */
export interface Site {
  readonly server: TestServer;
  readonly browser: Browser;
  /** A fresh page (own storage) on this site: `openPage` with this browser and server. */
  open(options?: PageOptions): ReturnType<typeof openPage>;
}

/**
 * Starts a server with `env` and Chromium before the file's tests and closes both after them. `env`
 * may be a function, read then: for values an earlier hook makes (a tile server's address).
 */
export function useSite(env: Record<string, string> | (() => Record<string, string>) = {}): Site {
  // Several engineers share two cores: a server's start can take minutes.
  const started = madeBeforeAll(async () => {
    const [server, browser] = await Promise.all([
      startTestServer(typeof env === 'function' ? env() : env),
      launchBrowser(),
    ]);
    return { server, browser };
  }, 300_000);
  afterAll(async () => {
    const { server, browser } = started();
    await browser.close();
    await server.close();
  });
  return {
    get server() {
      return started().server;
    },
    get browser() {
      return started().browser;
    },
    open: (options) => openPage(started().browser, started().server.url, options),
  };
}
