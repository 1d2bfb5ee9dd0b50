import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PREVIOUS_ASSETS_FILE, previousAssets } from './previous-assets';

const HOUR_MS = 3_600_000;
let root: string;
const assets = () => path.join(root, 'dist/assets');

/** One build as Vite runs it: the plugin sets aside, the build empties the folder and writes its files. */
async function build(plugin: Plugin, files: string[]) {
  const call = (hook: unknown, ...args: unknown[]) =>
    (hook as (...a: unknown[]) => unknown).call({}, ...args);
  call(plugin.configResolved, { root, build: { outDir: 'dist' } });
  await call(plugin.buildStart);
  await rm(path.join(root, 'dist'), { recursive: true, force: true });
  await mkdir(assets(), { recursive: true });
  for (const file of files) await writeFile(path.join(assets(), file), file);
  await call(plugin.writeBundle);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'manzil-previous-assets-test-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the previous builds’ assets', () => {
  it('stay loadable after a new build, with their compressed copies, until the deploy window ends', async () => {
    let now = Date.parse('2026-11-26T10:00:00Z');
    const plugin = previousAssets(() => now);
    await build(plugin, ['page-old.js', 'page-old.js.br', 'shell-same.js']);
    // The next build replaces the page's chunk; the old one and its compressed copy stay beside it.
    now += HOUR_MS;
    await build(plugin, ['page-new.js', 'shell-same.js']);
    expect((await readdir(assets())).sort()).toEqual([
      'page-new.js',
      'page-old.js',
      'page-old.js.br',
      'shell-same.js',
    ]);
    expect(await readFile(path.join(assets(), 'page-old.js'), 'utf8')).toBe('page-old.js');
    const listed: unknown = JSON.parse(await readFile(path.join(root, 'dist', PREVIOUS_ASSETS_FILE), 'utf8'));
    expect(listed).toEqual({
      'page-old.js': new Date(now).toISOString(),
      'page-old.js.br': new Date(now).toISOString(),
    });
    // A build within the window keeps them, counting from when they were first replaced…
    now += 47 * HOUR_MS;
    await build(plugin, ['page-new.js', 'shell-same.js']);
    expect(await readdir(assets())).toContain('page-old.js');
    // …and the first build after it drops them.
    now += 2 * HOUR_MS;
    await build(plugin, ['page-new.js', 'shell-same.js']);
    expect((await readdir(assets())).sort()).toEqual(['page-new.js', 'shell-same.js']);
  });

  it('a first build, with no earlier one, keeps nothing', async () => {
    await build(previousAssets(), ['page.js']);
    expect(await readdir(assets())).toEqual(['page.js']);
  });
});
