import type { FastifyReply, FastifyRequest } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request that may have changed something, answered as done: what a write's onSend hooks react to
 * (the list cache is emptied, the writer's next reads go to the primary). A route that changes nothing
 * a reader sees says so (`changesNoReads`, e.g. the ad activity beacon, ADR 0040), or every beacon
 * would empty every instance's cache.
 */
export const isSuccessfulWrite = (request: FastifyRequest, reply: FastifyReply): boolean =>
  !READS.has(request.method) && reply.statusCode < 400 && request.routeOptions.config.changesNoReads !== true;
