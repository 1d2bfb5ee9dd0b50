import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export type RedisState = 'ok' | 'down';

/** The rate limits' Redis connection and whether it can count right now. */
export interface RedisLink {
  client: Redis;
  state(): RedisState;
  /** A command of the rate limits failed. */
  commandFailed(error: Error): void;
  close(): Promise<void>;
}

const COMMAND_TIMED_OUT = 'Command timed out';

/** Reconnects forever, at most 2 s apart, so the limits are shared again soon after Redis returns. */
const reconnectDelay = (attempt: number) => Math.min(attempt * 200, 2_000);

/**
 * Nothing waits for a missing Redis: without a connection, commands fail at once (no offline queue);
 * the connection comes back by itself. Going away and coming back are logged once each.
 */
export function openRedisLink(url: string, log: FastifyBaseLogger): RedisLink {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    commandTimeout: 1_000,
    retryStrategy: reconnectDelay,
  });
  let away = false;
  let hung = false;
  let closing = false;
  const wentAway = (error?: Error) => {
    if (away || closing) return;
    away = true;
    log.warn({ err: error }, 'redis is unreachable: rate limits count in this process until it returns');
  };
  client.on('error', wentAway);
  client.on('close', () => wentAway());
  client.on('ready', () => {
    hung = false;
    if (!away) return;
    away = false;
    log.info('redis is back: rate limits are shared again');
  });
  return {
    client,
    state: () => (client.status === 'ready' && !hung ? 'ok' : 'down'),
    commandFailed: (error) => {
      if (error.message !== COMMAND_TIMED_OUT || client.status !== 'ready' || hung) return;
      // Connected, yet no answer: Redis hangs. Only a new connection that passes the ready check counts.
      hung = true;
      wentAway(error);
      client.disconnect(true);
    },
    close: async () => {
      closing = true;
      await client.quit().catch(() => client.disconnect());
    },
  };
}
