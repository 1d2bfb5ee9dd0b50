import compress from '@fastify/compress';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const BROTLI_QUALITY = 4;

/**
 * Compresses API answers (JSON lists run to tens of kilobytes). Brotli at quality 4 costs about as
 * much CPU as gzip for a smaller answer; built assets are compressed once at build time instead.
 */
export const compression = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
});

/** The encodings the client accepts (`q=0` refuses one). */
function accepted(request: FastifyRequest): Set<string> {
  const header = request.headers['accept-encoding'] ?? '';
  return new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, quality]) => !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name ?? ''),
  );
}

/**
 * Sends a text answer compressed like the plugin would. The not-found handler, which serves the
 * pages of the web app, is no route, so the plugin's hooks never see it.
 */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, text: string) {
  const encodings = accepted(request);
  void reply.header('vary', 'accept-encoding');
  if (encodings.has('br')) {
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }));
  }
  if (encodings.has('gzip')) return reply.header('content-encoding', 'gzip').send(gzipSync(text));
  return reply.send(text);
}
