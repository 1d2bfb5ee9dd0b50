import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTestServer } from '#server/test/support/servers/test-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    apiServer: { url: string; outboxFile: string };
  }
}

/**
 * Settings other than the defaults, so a screen that states them shows it read them from the API
 * (trust-rules.component.test.tsx: 75%, two hours, 12 conversations).
 */
const SETTINGS = {
  QUICK_RESPONSE_MIN_RATE: '0.75',
  QUICK_RESPONSE_MAX_MEDIAN_MINUTES: '120',
  QUICK_RESPONSE_MIN_CONVERSATIONS: '12',
};

/**
 * The real API for the component tests, started in Node: the embedded database does not run inside
 * jsdom. Tests reach it over HTTP, as the browser does.
 */
export default async function startApiServer(project: TestProject) {
  const server = await startTestServer(SETTINGS);
  project.provide('apiServer', {
    url: server.url,
    outboxFile: path.resolve(server.deps.config.sms.outboxFile),
  });
  return () => server.close();
}
