import { spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from '../servers/free-port.js';

/** A Redis server of the test's own (nothing kept on disk), so no other test shares its keys. */
export interface PrivateRedis {
  url: string;
  /** How many keys the server holds now. */
  keys(): Promise<number>;
  close(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const url = `redis://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + 20_000;
  let client: Redis | undefined;
  while (!client) {
    const attempt = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    attempt.on('error', () => undefined);
    try {
      await attempt.connect();
      await attempt.ping();
      client = attempt;
    } catch (error) {
      attempt.disconnect();
      if (Date.now() > deadline || child.exitCode !== null) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const connected = client;
  return {
    url,
    keys: () => connected.dbsize(),
    close: async () => {
      connected.disconnect();
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
