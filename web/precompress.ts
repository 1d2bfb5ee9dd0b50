/// <reference types="node" />
import { access, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';
import { buildOutputPlugin } from './build-output.ts';

const brotli = promisify(brotliCompress);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;

async function* filesIn(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesIn(full);
    else yield full;
  }
}

/** An asset an earlier build made, kept with its variants (`previousAssets`). */
const compressedBefore = (file: string) =>
  Promise.any([access(`${file}.br`), access(`${file}.gz`)]).then(
    () => true,
    () => false,
  );

/**
 * Writes `.br` and `.gz` next to every text asset of the build, so the server sends them compressed
 * without spending CPU per request (@fastify/static `preCompressed`). Small files too: without their
 * own, the server compressed the few-hundred-byte chunks of a page on every request. A variant that
 * would not be smaller than the file is left out. The `.gz` is Zopfli's (gzip that any client reads,
 * about 3 % smaller than zlib's best for a few seconds of build, paid once per file: an earlier build's
 * files keep theirs).
 */
export function precompress(): Plugin {
  return buildOutputPlugin('manzil-precompress', (output) => ({
    async closeBundle() {
      for await (const file of filesIn(output.dir)) {
        if (!COMPRESSIBLE.test(file) || (await compressedBefore(file))) continue;
        const data = await readFile(file);
        const variants = {
          br: await brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gz: await gzipAsync(data, { numiterations: 15 }),
        };
        for (const [extension, compressed] of Object.entries(variants)) {
          if (compressed.length < data.length) await writeFile(`${file}.${extension}`, compressed);
        }
      }
    },
  }));
}
