import path from 'node:path';
import { buildServer } from '../../../../scripts/build-server.mjs';
import { projectRoot } from '#server/lib/project-root.js';

let built: Promise<string> | undefined;

/**
 * The server as `npm start` runs it (one bundled module), built once per test worker into a file of
 * its own so that parallel workers never read a half-written bundle.
 */
export function builtServer(): Promise<string> {
  built ??= buildServer(path.join(projectRoot, 'dist/server-test', `main-${process.pid}.js`));
  return built;
}
