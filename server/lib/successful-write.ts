import type { FastifyReply, FastifyRequest } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A request that may have changed something, answered as done: what a write's onSend hooks react to. */
export const isSuccessfulWrite = (request: FastifyRequest, reply: FastifyReply): boolean =>
  !READS.has(request.method) && reply.statusCode < 400;
