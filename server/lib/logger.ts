import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';
import { shortLogLines } from './log-lines.js';

/**
 * Request URLs can carry secrets in the query string (refresh-token?refreshToken=…, in any spelling
 * or percent-encoding), so logs keep the path only.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : `${url.slice(0, queryStart)}?[query redacted]`;
}

export function loggerOptions(
  config: Config,
  destination?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  const stream = destination ?? (config.logFormat === 'pretty' ? shortLogLines() : undefined);
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
