import { inject } from 'vitest';
import { remoteServer } from '#server/test/support/clients/api-caller.js';
import { startFaultProxy } from './fault-proxy';

declare const jsdom: { reconfigure(options: { url: string }): void };

/**
 * Puts the page on the origin of a fault proxy in front of the real API (started by api-server.ts), so
 * the app's API client calls it as it calls the server in a browser.
 */
export async function servePageThroughProxy(pagePath = '/') {
  const { url, outboxFile } = inject('apiServer');
  const proxy = await startFaultProxy(url);
  jsdom.reconfigure({ url: `${proxy.url}${pagePath}` });
  return { server: remoteServer(url, outboxFile), proxy };
}
