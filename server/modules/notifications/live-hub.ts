import { and, inArray } from 'drizzle-orm';
import { MAX_STREAMS_PER_USER } from '#contract/limits.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '#server/db/client.js';
import { notifications, type NotificationRow } from '#server/db/schema/index.js';
import { listenChannel } from '#server/lib/database-channel.js';
import { NOTIFICATIONS_CHANNEL } from './create-notifications.js';
import { parseRevocation, type Revocation } from './session-revocation.js';

/** One open `GET stream` connection, as the hub sees it. */
export interface LiveStream {
  readonly userId: string;
  /** The session of the bearer token that opened the stream. */
  readonly sessionId: string;
  /** A notification of this user has been committed. */
  deliver(row: NotificationRow): void;
  /** The listener reconnected: notifications may have been missed meanwhile, look them up. */
  catchUp(): void;
  /** The server is closing, or the stream's session has ended. */
  end(): void;
}

/**
 * Per process: hears every committed notification (LISTEN), hands each to the open streams of its
 * user in this process, and calls `onNotified` (the push worker looks for its jobs at once). Hears
 * ended sessions on the same channel and ends their streams here.
 */
export interface NotificationHub {
  start(): Promise<void>;
  /** Its LISTEN connection is up (readiness). */
  listening(): boolean;
  /** Streams open in this process (metrics). */
  openStreams(): number;
  /** Registers a stream; false when its user already has the most streams allowed here. */
  add(stream: LiveStream): boolean;
  remove(stream: LiveStream): void;
  /** Ends every open stream (before the server closes). */
  endStreams(): void;
  /** Resolves once every announcement heard so far has reached the streams. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const ID_LIST = /^\d{1,10}(,\d{1,10})*$/;

export function createNotificationHub(
  deps: { database: DatabaseHandle; db: Database; log: FastifyBaseLogger },
  onNotified: () => void,
): NotificationHub {
  const { db, log } = deps;
  const byUser = new Map<string, Set<LiveStream>>();
  // Announcements reach the streams in the order they were heard.
  let queue = Promise.resolve();
  let connectedBefore = false;

  const route = async (ids: number[]) => {
    if (byUser.size === 0) return;
    const listening = [...byUser.keys()];
    const rows = await db
      .select()
      .from(notifications)
      .where(
        and(
          inArray(notifications.id, ids),
          listening.length <= 1000 ? inArray(notifications.userId, listening) : undefined,
        ),
      );
    for (const row of rows.sort((a, b) => a.id - b.id)) {
      for (const stream of byUser.get(row.userId) ?? []) stream.deliver(row);
    }
  };

  const endStreamsOf = ({ userId, sessionId }: Revocation) => {
    for (const stream of [...(byUser.get(userId) ?? [])]) {
      if (sessionId === undefined || stream.sessionId === sessionId) stream.end();
    }
  };

  const channel = listenChannel(
    deps.database,
    NOTIFICATIONS_CHANNEL,
    {
      onMessage: (payload) => {
        const revocation = parseRevocation(payload);
        if (revocation) {
          // Queued behind the notifications heard before it, which the streams still receive.
          queue = queue.then(() => endStreamsOf(revocation));
          return;
        }
        if (!ID_LIST.test(payload)) {
          log.warn(
            { channel: NOTIFICATIONS_CHANNEL },
            'ignored an announcement that is neither ids nor a revocation',
          );
          return;
        }
        const ids = payload.split(',').map(Number);
        onNotified();
        queue = queue.then(() =>
          route(ids).catch((error: unknown) => log.error({ err: error }, 'live notifications lookup failed')),
        );
      },
      onConnected: () => {
        if (connectedBefore)
          for (const streams of byUser.values()) for (const stream of streams) stream.catchUp();
        connectedBefore = true;
      },
    },
    log,
  );

  return {
    start: () => channel.start(),
    listening: () => channel.connected(),
    openStreams: () => [...byUser.values()].reduce((sum, streams) => sum + streams.size, 0),
    add: (stream) => {
      const streams = byUser.get(stream.userId) ?? new Set();
      if (streams.size >= MAX_STREAMS_PER_USER) return false;
      streams.add(stream);
      byUser.set(stream.userId, streams);
      return true;
    },
    remove: (stream) => {
      const streams = byUser.get(stream.userId);
      if (!streams?.delete(stream)) return;
      if (streams.size === 0) byUser.delete(stream.userId);
    },
    endStreams: () => {
      for (const streams of [...byUser.values()]) for (const stream of [...streams]) stream.end();
    },
    idle: async () => {
      await queue;
    },
    close: async () => {
      await channel.close();
      await queue;
    },
  };
}
