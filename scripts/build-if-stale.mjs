// Runs `npm run build` only when the build is missing, its sources changed since it was made, or it
// was made for the other mode: the stamp beside the build holds a digest of every source the three
// builds read (tests excluded) and the mode. A build made with NODE_ENV=development carries React's
// development build (about three times the framework chunk, and slower), so a start without
// NODE_ENV=development builds for production, whatever NODE_ENV says otherwise (`test`).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
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

/** The mode a start wants: development only when asked for by name. */
export const wantedMode = (nodeEnv) => (nodeEnv === 'development' ? 'development' : 'production');

/** The stamp's digest and mode; a stamp written before modes were recorded has none. */
function stamped() {
  const [digest = '', mode] = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim().split(' ') : [];
  return { digest, mode };
}

/** Why the build must be made again, or undefined when it is current. */
function reasonToBuild(digest, mode) {
  if (!outputs.every((output) => existsSync(path.join(root, output)))) return 'no build yet, building';
  const stamp = stamped();
  if (stamp.digest !== digest) return 'sources changed, rebuilding';
  if (stamp.mode !== mode) return `built for ${stamp.mode ?? 'an unknown mode'}, rebuilding for ${mode}`;
  return undefined;
}

/** One line of Vite's listing of what it wrote: `web/dist/assets/x.js   1.20 kB │ gzip: 0.50 kB`. */
const ASSET_LINE = /^\s*(\S+)\s+([\d.,]+) kB(?:\s+│ gzip:\s+([\d.,]+) kB)?/;
// eslint-disable-next-line no-control-regex
const COLOUR = /\u001b\[[\d;]*m/g;
const PROGRESS = /^(transforming|rendering chunks|computing gzip size)\.\.\.$/;
const kilobytes = (text) => Number((text ?? '0').replace(/,/g, ''));

/**
 * `npm run build`, with each of Vite's listings of written files (some 600 lines) folded into one
 * line: how many files, their size, the largest. Everything else (warnings, errors) passes through;
 * a failed build prints the listing too.
 */
export function buildWithSummary(mode) {
  const child = spawn('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: mode },
  });
  let listing = [];
  const summary = () => {
    if (listing.length === 0) return;
    const total = listing.reduce((sum, file) => sum + file.kb, 0);
    const gzip = listing.reduce((sum, file) => sum + file.gzipKb, 0);
    const largest = listing.reduce((a, b) => (b.gzipKb > a.gzipKb ? b : a));
    const folder = path.dirname(listing[0].name).split('/').slice(0, 2).join('/');
    console.log(
      `  ${folder}: ${listing.length} files, ${total.toFixed(0)} kB (gzip ${gzip.toFixed(0)} kB), ` +
        `largest ${path.basename(largest.name)} (gzip ${largest.gzipKb.toFixed(1)} kB)`,
    );
    listing = [];
  };
  const all = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    all.push(line);
    const match = ASSET_LINE.exec(line.replace(COLOUR, ''));
    if (match) {
      listing.push({ name: match[1], kb: kilobytes(match[2]), gzipKb: kilobytes(match[3] ?? match[2]) });
      return;
    }
    summary();
    if (line.trim() && !PROGRESS.test(line)) console.log(line);
  });
  return new Promise((resolve) =>
    child.on('close', (code) => {
      summary();
      if (code !== 0) console.log(`build failed; its whole output:\n${all.join('\n')}`);
      resolve(code ?? 1);
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const digest = sourceDigest();
  const mode = wantedMode(process.env.NODE_ENV);
  const reason = reasonToBuild(digest, mode);
  if (!reason) {
    console.log('build: up to date, not rebuilt');
  } else {
    console.log(`build: ${reason}`);
    const status = await buildWithSummary(mode);
    if (status !== 0) process.exit(status);
    writeFileSync(stampFile, `${digest} ${mode}\n`);
  }
}
