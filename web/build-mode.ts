/// <reference types="node" />
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { buildOutputPlugin } from './build-output.ts';

/** Where the browser build says which mode it was made in (server/lib/web-build-mode.ts reads it). */
export const BUILD_MODE_FILE = 'build-mode.json';

/**
 * Notes what `process.env.NODE_ENV` became in the browser's code, as Vite defines it: React and the
 * other libraries keep their development builds for anything but `production`, so a build made with
 * NODE_ENV=development in the environment serves those. A production server refuses such a build.
 */
export function recordBuildMode(): Plugin {
  let nodeEnv = '';
  return buildOutputPlugin('manzil:build-mode', (output) => ({
    configResolved(config) {
      nodeEnv = process.env.NODE_ENV || config.mode;
    },
    async writeBundle() {
      await writeFile(path.join(output.dir, BUILD_MODE_FILE), `${JSON.stringify({ nodeEnv })}\n`);
    },
  }));
}
