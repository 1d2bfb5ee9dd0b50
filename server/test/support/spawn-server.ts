import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openLogFile } from './log-files.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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
