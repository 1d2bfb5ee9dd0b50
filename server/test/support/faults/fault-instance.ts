import { readFileSync } from 'node:fs';
import path from 'node:path';
import { callApi, lastCodeIn, sendThrough, type ApiCaller } from '../clients/api-caller.js';
import { freePort } from '../servers/free-port.js';
import { builtServer } from '../servers/built-server.js';
import { spawnServer, type SpawnedServer } from '../servers/spawn-server.js';
import { TEST_SERVER_ENV } from '../servers/test-env.js';

const RUNNING = 'Manzil is running';

/** One server process on a port of its own, built and started as `npm start` does. */
export interface Instance extends ApiCaller {
  url: string;
  port: number;
  process: SpawnedServer;
  /** SIGKILL: no shutdown code runs, as in a crash or an OOM kill. */
  kill9(): Promise<void>;
  /** SIGTERM and the clean shutdown; the exit code. */
  stop(): Promise<number | null | undefined>;
}

export interface InstanceOptions {
  env: Record<string, string>;
  dataDir: string;
  /** The port of a previous instance, to restart "the same server". */
  port?: number;
}

/** Spawns the server; resolves once it listens (the log line), without waiting for health. */
export async function launchInstance({ env, dataDir, port }: InstanceOptions): Promise<Instance> {
  const chosen = port ?? (await freePort());
  const entry = await builtServer();
  const child = spawnServer(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      ...TEST_SERVER_ENV,
      // These are API tests: no built web app to load (WEB_DIST_DIR names a folder without one).
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      ...env,
      DATA_DIR: dataDir,
      PORT: String(chosen),
      HOST: '127.0.0.1',
    },
    entry,
  );
  const url = `http://127.0.0.1:${chosen}`;
  const outbox = path.join(dataDir, 'sms-outbox.jsonl');
  const call: ApiCaller['call'] = (method, urlPath, body, options = {}) =>
    callApi(url, method, urlPath, body, options);
  return {
    url,
    port: chosen,
    process: child,
    call,
    send: sendThrough(call),
    lastCode: (e164) => lastCodeIn(outbox, e164),
    kill9: async () => {
      child.child.kill('SIGKILL');
      await child.exited(10_000);
    },
    stop: async () => {
      if (child.child.exitCode !== null) return child.child.exitCode;
      child.child.kill('SIGTERM');
      return child.exited(15_000);
    },
  };
}

/** Spawns the server and waits until it listens. */
export async function startInstance(options: InstanceOptions): Promise<Instance> {
  const instance = await launchInstance(options);
  if (!(await instance.process.waitFor(RUNNING, 90_000))) {
    await instance.kill9();
    throw new Error(`the server did not start:\n${instance.process.output().slice(-3000)}`);
  }
  return instance;
}

/** Polls `/api/health` until it answers 200; the milliseconds that took, or undefined past `ms`. */
export async function msUntilHealthy(
  url: string,
  ms: number,
  since = Date.now(),
): Promise<number | undefined> {
  while (Date.now() - since < ms) {
    try {
      const answer = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) });
      if (answer.status === 200) return Date.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return undefined;
}

/** CPU seconds (user + system) the process has used so far: a figure the machine's load barely moves. */
export function cpuSecondsOf(instance: Instance): number {
  const stat = readFileSync(`/proc/${String(instance.process.child.pid)}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of proc(5), in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
