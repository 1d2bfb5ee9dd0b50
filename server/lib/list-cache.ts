import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { AnswerCache } from './answer-cache.js';
import type { Clock } from './clock.js';

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

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Any write that succeeds may change what a list shows (an ad, its photos, its owner, a lookup), so it
 * empties the cache before its answer leaves: a client that reads after its write sees the change.
 */
export function clearListCacheOnWrites(app: FastifyInstance, cache: AnswerCache): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!READS.has(request.method) && reply.statusCode < 400) cache.clear();
    return payload;
  });
}
