import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { AnswerCache } from './answer-cache.js';
import type { Clock } from './clock.js';
import { listenChannel, notifyChannel } from './database-channel.js';
import { isSuccessfulWrite } from './successful-write.js';

/** About 20 MB of list items at most (a list item serialises to roughly 1 KB). */
const MAX_CACHED_ITEMS = 20_000;

/**
 * An answer's weight in list items: a list's `data`, the map's `points` (list items too) and its
 * `clusters` (a tenth of an item each), plus one for the answer itself.
 */
export function weighAnswer(answer: unknown): number {
  const { data, points, clusters } = answer as { data?: unknown[]; points?: unknown[]; clusters?: unknown[] };
  return 1 + (data?.length ?? 0) + (points?.length ?? 0) + Math.ceil((clusters?.length ?? 0) / 10);
}

/** The cache of anonymous catalogue lists and maps; weighed by the number of items it holds. */
export function createListCache(config: Config, clock: Clock): AnswerCache {
  return new AnswerCache({ clock, ...config.listCache, maxWeight: MAX_CACHED_ITEMS, weigh: weighAnswer });
}

/** The LISTEN/NOTIFY channel on which a process that wrote tells every process to empty its cache. */
export const LIST_CACHE_CHANNEL = 'manzil_list_cache';

/**
 * Any write that succeeds may change what a list shows (an ad, its photos, its owner, a lookup), so it
 * empties the cache before its answer leaves: a client that reads after its write sees the change.
 * It also announces the write on the database (`pg_notify`, without making the answer wait), and every
 * process that shares the database empties its own cache when it hears it, and again after its
 * listener (re)connects, since announcements made meanwhile are lost. A process ignores its own
 * announcement (it has emptied its cache already; emptying it again later would drop lists read after
 * the write). Start the returned listener once the app is built; it stops when the app closes.
 */
export function clearListCacheOnWrites(
  app: FastifyInstance,
  cache: AnswerCache,
  deps: { database: DatabaseHandle; log: FastifyBaseLogger },
): { start(): Promise<void> } {
  const origin = randomUUID();
  const channel = listenChannel(
    deps.database,
    LIST_CACHE_CHANNEL,
    {
      onMessage: (payload) => {
        if (payload !== origin) cache.clear();
      },
      onConnected: () => cache.clear(),
    },
    deps.log,
  );
  const announcing = new Set<Promise<void>>();
  const announce = (request: FastifyRequest) => {
    const sent: Promise<void> = notifyChannel(deps.database.db, LIST_CACHE_CHANNEL, origin)
      .catch((error: unknown) => {
        // The write stands; other processes' lists catch up when their cache entries expire.
        request.log.warn({ err: error }, 'could not announce the list cache invalidation');
      })
      .finally(() => announcing.delete(sent));
    announcing.add(sent);
  };
  app.addHook('onSend', async (request, reply, payload) => {
    if (isSuccessfulWrite(request, reply)) {
      cache.clear();
      // Not awaited: the answer never waits for the database (a held lock, a busy pool) to announce.
      announce(request);
    }
    return payload;
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled([...announcing]);
    await channel.close();
  });
  return { start: () => channel.start() };
}
