import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestTimedOut } from '../lib/error-handler.js';

const expectsBody = (headers: IncomingMessage['headers']) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/**
 * Closes the connection of a request whose body trickles in: in every window while the body is
 * still arriving, the client must send `bodyMinBytesPerSecond` on average. A body waiting on us
 * (bytes read but not yet taken, say while a photo converts) is not the client's fault.
 */
export const slowBodies = fp(async (app: FastifyInstance) => {
  const { bodyMinBytesPerSecond, bodyRateWindowMs } = app.deps.config.timeouts;
  if (bodyMinBytesPerSecond === 0) return;
  const minBytes = (bodyMinBytesPerSecond * bodyRateWindowMs) / 1000;

  app.addHook('onRequest', (request, _reply, done) => {
    const { raw } = request;
    const socket = raw.socket;
    // An injected request (app.inject) has no connection to watch.
    if (!(socket instanceof Socket) || raw.complete || !expectsBody(raw.headers)) {
      done();
      return;
    }
    let seen = socket.bytesRead;
    const watch = setInterval(() => {
      if (raw.complete || socket.destroyed) return stop();
      const arrived = socket.bytesRead - seen;
      seen = socket.bytesRead;
      const waitingOnUs = raw.readableLength > 0 || raw.readableFlowing === false;
      if (arrived >= minBytes || waitingOnUs) return;
      stop();
      request.log.warn({ arrived, windowMs: bodyRateWindowMs }, 'closed a connection whose body trickled in');
      requestTimedOut(socket);
    }, bodyRateWindowMs);
    watch.unref();
    // A keep-alive connection carries many requests: each takes its listeners away when it ends.
    const stop = () => {
      clearInterval(watch);
      raw.off('end', stop);
      socket.off('close', stop);
    };
    raw.once('end', stop);
    socket.once('close', stop);
    done();
  });
});
