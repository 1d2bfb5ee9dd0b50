import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTestServer } from '#server/test/support/servers/test-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    apiServer: { url: string; outboxFile: string };
  }
}

/**
 * The real API for the component tests, started in Node: the embedded database does not run inside
 * jsdom. Tests reach it over HTTP, as the browser does.
 */
export default async function startApiServer(project: TestProject) {
  const server = await startTestServer();
  project.provide('apiServer', {
    url: server.url,
    outboxFile: path.resolve(server.deps.config.sms.outboxFile),
  });
  return () => server.close();
}
