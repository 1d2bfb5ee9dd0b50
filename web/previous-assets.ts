/// <reference types="node" />
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { buildOutputPlugin } from './build-output.ts';

/** Where the build lists the assets it carried over from earlier builds, and since when. */
export const PREVIOUS_ASSETS_FILE = 'previous-assets.json';
/** How long a replaced asset stays: longer than a deploy rolls out and a tab stays open unused. */
export const KEEP_PREVIOUS_ASSETS_MS = 48 * 3_600_000;

type Superseded = Record<string, string>;

/**
 * Keeps the previous builds' hashed assets loadable for a deploy window (`KEEP_PREVIOUS_ASSETS_MS`): a
 * page still open from before a deploy asks for its old chunks, and finds them. The build empties its
 * folder, so the old `assets/` are set aside first, then the ones the new build does not have go back,
 * with the time they were first replaced; those replaced longer ago are dropped. A deploy that builds
 * in a fresh folder brings the running release's `web/dist` along first (docs/operations.md).
 */
export function previousAssets(now: () => number = Date.now): Plugin {
  let stash = '';
  let superseded: Superseded = {};
  return buildOutputPlugin('manzil:previous-assets', (output) => ({
    async buildStart() {
      stash = await mkdtemp(path.join(tmpdir(), 'manzil-previous-assets-'));
      superseded = await readFile(path.join(output.dir, PREVIOUS_ASSETS_FILE), 'utf8').then(
        (text) => JSON.parse(text) as Superseded,
        () => ({}),
      );
      const names = await readdir(path.join(output.dir, 'assets')).catch(() => []);
      for (const name of names) await copyFile(path.join(output.dir, 'assets', name), path.join(stash, name));
    },
    async writeBundle() {
      const fresh = new Set(await readdir(path.join(output.dir, 'assets')).catch(() => []));
      const kept: Superseded = {};
      const stamp = new Date(now()).toISOString();
      await mkdir(path.join(output.dir, 'assets'), { recursive: true });
      for (const name of await readdir(stash)) {
        if (fresh.has(name.replace(/\.(br|gz)$/, ''))) continue;
        const since = superseded[name] ?? stamp;
        if (now() - Date.parse(since) > KEEP_PREVIOUS_ASSETS_MS) continue;
        kept[name] = since;
        await copyFile(path.join(stash, name), path.join(output.dir, 'assets', name));
      }
      await writeFile(path.join(output.dir, PREVIOUS_ASSETS_FILE), `${JSON.stringify(kept)}\n`);
      await rm(stash, { recursive: true, force: true });
    },
  }));
}
