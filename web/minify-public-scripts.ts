/// <reference types="node" />
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { transform } from 'esbuild';
import type { Plugin } from 'vite';
import { buildOutputPlugin } from './build-output.ts';

/** The scripts of web/public that every page loads or installs: commented sources, shipped minified. */
const SCRIPTS = ['theme-boot.js', 'firebase-messaging-sw.js'];

/**
 * Vite copies web/public as it is; these two are written for reading (theme-boot.js is in every
 * page's first bytes, issue 31 item 13). The build keeps their code and drops comments and spaces.
 */
export function minifyPublicScripts(): Plugin {
  return buildOutputPlugin('manzil:minify-public-scripts', (output) => ({
    async writeBundle() {
      for (const name of SCRIPTS) {
        const file = path.join(output.dir, name);
        const { code } = await transform(await readFile(file, 'utf8'), {
          minify: true,
          target: 'es2017',
          legalComments: 'none',
        });
        await writeFile(file, code);
      }
    },
  }));
}
