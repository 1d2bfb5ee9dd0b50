import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, DatabaseHandle } from '../db/client.js';

/**
 * PostgreSQL LISTEN/NOTIFY for one channel. A `pg_notify(channel, payload)` issued inside a transaction
 * reaches listeners when, and only if, that transaction commits; every server process on the same
 * database hears it. PGlite (one process) has the same semantics through its own `listen`.
 */
export interface ChannelHandlers {
  onMessage(payload: string): void;
  /**
   * After every (re)connection, the first one included: what was published while this process was not
   * listening can be looked up now.
   */
  onConnected(): void;
}

export interface DatabaseChannel {
  /** Resolves once LISTEN is in place, or after the first try failed (retries then run on their own). */
  start(): Promise<void>;
  /** LISTEN is in place now (false before start, while reconnecting, and after close). */
  connected(): boolean;
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const MAX_RETRY_MS = 30_000;

/**
 * Publishes `payload` (at most 8000 bytes) on `channel`. Call it with the transaction whose commit it
 * announces: listeners hear it after the commit, and never if the transaction rolls back.
 */
export async function notifyChannel(
  db: Pick<Database, 'execute'>,
  channel: string,
  payload: string,
): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** Calls `handlers.onMessage` with every payload published on `channel` by any process. */
export function listenChannel(
  database: DatabaseHandle,
  channel: string,
  handlers: ChannelHandlers,
  log: FastifyBaseLogger,
): DatabaseChannel {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name ${channel}`);
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) return pgliteChannel(client, channel, handlers, log);
  if (client instanceof pg.Pool) return postgresChannel(client, channel, handlers, log);
  throw new Error('listenChannel needs a PGlite or node-postgres database');
}

function pgliteChannel(
  client: PGlite,
  channel: string,
  handlers: ChannelHandlers,
  log: FastifyBaseLogger,
): DatabaseChannel {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    start: async () => {
      unlisten = await client.listen(channel, (payload) => handlers.onMessage(payload));
      handlers.onConnected();
    },
    connected: () => unlisten !== undefined,
    close: async () => {
      try {
        await unlisten?.();
      } catch (error) {
        log.debug({ err: error }, 'unlisten after the embedded database closed');
      }
      unlisten = undefined;
    },
  };
}

/**
 * One dedicated connection (outside the pool) that LISTENs; when it drops it reconnects with backoff
 * and calls `onConnected` again so the caller can catch up.
 */
function postgresChannel(
  pool: pg.Pool,
  channel: string,
  handlers: ChannelHandlers,
  log: FastifyBaseLogger,
): DatabaseChannel {
  let current: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const dropped = (client: pg.Client, error?: unknown) => {
    if (current !== client) return;
    current = undefined;
    if (!closed) log.warn({ err: error }, 'notification listener lost its database connection');
    client.end().catch(() => undefined);
    schedule();
  };

  const connect = async () => {
    const client = new pg.Client({ ...pool.options, keepAlive: true });
    client.on('error', (error) => dropped(client, error));
    client.on('end', () => dropped(client));
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onMessage(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    current = client;
    failures = 0;
    handlers.onConnected();
  };

  const schedule = () => {
    if (closed || retry) return;
    const delay = Math.min(MAX_RETRY_MS, 500 * 2 ** failures);
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        log.warn({ err: error, retryInMs: Math.min(MAX_RETRY_MS, 500 * 2 ** failures) }, 'listener retry');
        schedule();
      });
    }, delay);
    retry.unref();
  };

  return {
    start: async () => {
      try {
        await connect();
      } catch (error) {
        log.warn({ err: error }, 'notification listener could not connect; retrying');
        schedule();
      }
    },
    connected: () => current !== undefined,
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = undefined;
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
