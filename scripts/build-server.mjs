// Bundles the server into one ES module (packages stay in node_modules): it starts in about half the
// time `tsx server/main.ts` takes, which is what a restarted production server spends before it answers.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const builtServerEntry = path.join(root, 'dist/server/main.js');

export async function buildServer(outfile = builtServerEntry) {
  await build({
    entryPoints: [path.join(root, 'server/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  return outfile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
