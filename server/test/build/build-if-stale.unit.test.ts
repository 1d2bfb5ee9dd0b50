import { spawnSync } from 'node:child_process';
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '#server/lib/project-root.js';

/**
 * scripts/build-if-stale.mjs run for real in a small project of its own: the same folders and files
 * it digests, and an `npm` first on the PATH that only notes the NODE_ENV it builds with and writes
 * the three outputs, so no real build runs.
 */
let project: string;
const builds = () => path.join(project, 'builds.txt');

beforeAll(async () => {
  project = await mkdtemp(path.join(tmpdir(), 'manzil-build-if-stale-'));
  await mkdir(path.join(project, 'scripts'));
  await copyFile(
    path.join(projectRoot, 'scripts/build-if-stale.mjs'),
    path.join(project, 'scripts/build-if-stale.mjs'),
  );
  for (const folder of ['web', 'contract', 'server']) {
    await mkdir(path.join(project, folder));
    await writeFile(path.join(project, folder, 'index.ts'), `export const folder = '${folder}';\n`);
  }
  for (const file of ['package.json', 'package-lock.json', 'tsconfig.json']) {
    await writeFile(path.join(project, file), '{}\n');
  }
  const bin = path.join(project, 'bin');
  await mkdir(bin);
  await writeFile(
    path.join(bin, 'npm'),
    [
      '#!/bin/sh',
      `echo "\${NODE_ENV:-unset} $*" >> "${builds()}"`,
      'mkdir -p web/dist web/dist-ssr dist/server',
      'touch web/dist/index.html web/dist-ssr/entry-server.js dist/server/main.js',
      // Vite's listing of what it wrote, a line per file.
      'echo "vite v8.3.8 building client environment for production..."',
      'echo "transforming..."',
      'echo "web/dist/assets/framework-a1.js   400.00 kB │ gzip: 125.00 kB"',
      'echo "web/dist/assets/shell-b2.js        30.50 kB │ gzip:  10.90 kB"',
      'echo "web/dist/index.html                 1.10 kB │ gzip:   0.57 kB"',
      'echo ""',
      'echo "✓ built in 1.00s"',
      '',
    ].join('\n'),
  );
  await chmod(path.join(bin, 'npm'), 0o755);
});
afterAll(async () => {
  await rm(project, { recursive: true, force: true });
});

/** Runs the script as `npm start` does, with NODE_ENV as given (unset when undefined): its output. */
function output(nodeEnv: string | undefined): string {
  const run = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], {
    cwd: project,
    env: {
      PATH: `${path.join(project, 'bin')}:${process.env.PATH ?? ''}`,
      ...(nodeEnv === undefined ? {} : { NODE_ENV: nodeEnv }),
    },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.trim();
}

/** The first line of a start's output: whether it builds, and why. */
const start = (nodeEnv: string | undefined) => output(nodeEnv).split('\n')[0];

const buildsSoFar = async () =>
  (await readFile(builds(), 'utf8').catch(() => '')).trim().split('\n').filter(Boolean);

describe('build-if-stale', () => {
  it('records the mode it built in, and a production start rebuilds a development build', async () => {
    expect(start('development')).toBe('build: no build yet, building');
    expect(await buildsSoFar()).toEqual(['development run --silent build']);
    expect(start('development')).toBe('build: up to date, not rebuilt');

    expect(start('production')).toBe('build: built for development, rebuilding for production');
    expect(await buildsSoFar()).toEqual(['development run --silent build', 'production run --silent build']);
    expect(start('production')).toBe('build: up to date, not rebuilt');
    // Without NODE_ENV, or with another value (tests), a start builds for production.
    expect(start(undefined)).toBe('build: up to date, not rebuilt');
    expect(start('test')).toBe('build: up to date, not rebuilt');
    expect(await readFile(path.join(project, 'dist/build-stamp.txt'), 'utf8')).toMatch(
      /^[0-9a-f]{64} production\n$/,
    );
  });

  it('builds for production when NODE_ENV names neither mode, and rebuilds when a source changes', async () => {
    await writeFile(path.join(project, 'server/index.ts'), "export const folder = 'changed';\n");
    expect(start('test')).toBe('build: sources changed, rebuilding');
    expect((await buildsSoFar()).at(-1)).toBe('production run --silent build');
  });

  it("folds Vite's listing of written files into one line", async () => {
    await writeFile(path.join(project, 'web/index.ts'), "export const folder = 'changed';\n");
    expect(output(undefined).split('\n')).toEqual([
      'build: sources changed, rebuilding',
      'vite v8.3.8 building client environment for production...',
      '  web/dist: 3 files, 432 kB (gzip 136 kB), largest framework-a1.js (gzip 125.0 kB)',
      '✓ built in 1.00s',
    ]);
  });
});
