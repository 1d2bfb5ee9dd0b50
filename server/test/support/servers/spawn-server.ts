import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openLogFile } from '../logs/log-files.js';
import { TEST_SERVER_ENV } from './test-env.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface SpawnedServer {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code, or undefined if the process still runs after `ms`. */
  exited(ms: number): Promise<number | null | undefined>;
  waitFor(text: string, ms: number): Promise<boolean>;
}

/**
 * Starts the server with exactly the given environment: from source through tsx, or, given `entry`,
 * the built server that `npm start` runs (see `builtServer`).
 */
export function spawnServer(env: Record<string, string>, entry?: string): SpawnedServer {
  const args = entry ? ['--enable-source-maps', entry] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const logFile = openLogFile('spawned-server');
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    logFile.write(chunk.toString());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exit = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => void logFile.close().then(() => resolve(code))),
  );
  return {
    child,
    output: () => output,
    exited: (ms) =>
      Promise.race([exit, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]),
    waitFor: async (text, ms) => {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        if (output.includes(text)) return true;
        if (child.exitCode !== null) return false;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return false;
    },
  };
}

/**
 * Waits until the spawned server answers `/api/health` at `baseUrl` (which a LOG_LEVEL above info
 * does not announce); throws with its output when it exits or `ms` pass first.
 */
export async function untilHealthy(server: SpawnedServer, baseUrl: string, ms = 150_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const up = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    if (server.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the server did not start:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A spawned server answering the API only (no web app: loading the page renderer only slows the
 * start), quiet, on the embedded database in `dataDir` unless DATABASE_URL is added.
 */
export function apiServerEnv(dataDir: string, port: number): Record<string, string> {
  return {
    NODE_ENV: 'test',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    MODERATION: 'off',
    ...TEST_SERVER_ENV,
  };
}
