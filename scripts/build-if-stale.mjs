// Runs `npm run build` only when the build is missing or its sources changed since it was made: a
// digest of every source the three builds read (tests excluded) is kept beside the build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'dist/build-stamp.txt');
const outputs = ['web/dist/index.html', 'web/dist-ssr/entry-server.js', 'dist/server/main.js'];
const sourceDirs = ['web', 'contract', 'server', 'scripts'];
const sourceFiles = ['package.json', 'package-lock.json', 'tsconfig.json'];
const skippedDirs = new Set(['node_modules', 'dist', 'dist-ssr', 'test', '.data']);
const isTest = (name) => /\.(unit\.|component\.|e2e\.)?test\.tsx?$/.test(name);

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skippedDirs.has(entry.name)) yield* filesUnder(full);
    } else if (entry.isFile() && !isTest(entry.name)) yield full;
  }
}

export function sourceDigest() {
  const hash = createHash('sha256');
  const files = [
    ...sourceDirs.flatMap((dir) => [...filesUnder(path.join(root, dir))]),
    ...sourceFiles.map((file) => path.join(root, file)),
  ];
  for (const file of files) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const stamped = () => (existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const digest = sourceDigest();
  const built = outputs.every((output) => existsSync(path.join(root, output)));
  if (built && stamped() === digest) {
    console.log('build: up to date, not rebuilt');
  } else {
    console.log(built ? 'build: sources changed, rebuilding' : 'build: no build yet, building');
    const run = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) process.exit(run.status ?? 1);
    writeFileSync(stampFile, `${digest}\n`);
  }
}
