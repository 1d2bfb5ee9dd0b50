import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '#server/test/support/test-server.js';
import { launchBrowser, openPage, type PageOptions } from './browser.js';

/** A test file's own server and Chromium: there in its tests and in the hooks it registers after. */
export interface Site {
  readonly server: TestServer;
  readonly browser: Browser;
  /** A fresh page (own storage) on this site: `openPage` with this browser and server. */
  open(options?: PageOptions): ReturnType<typeof openPage>;
}

/**
 * Starts a server with `env` and Chromium before the file's tests and closes both after them. Hooks
 * the file registers later run after these (Vitest runs a file's hooks in order).
 */
export function useSite(env: Record<string, string> = {}): Site {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(env), launchBrowser()]);
    // Several engineers share two cores: a server's start can take minutes.
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the site starts in beforeAll: use it in a test or a hook');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    open: (options) => openPage(started(browser), started(server).url, options),
  };
}
