import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface SpawnedServer {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code, or undefined if the process still runs after `ms`. */
  exited(ms: number): Promise<number | null | undefined>;
  waitFor(text: string, ms: number): Promise<boolean>;
}

/** Starts `server/main.ts` as `npm start` does, with exactly the given environment. */
export function spawnServer(env: Record<string, string>): SpawnedServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
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
