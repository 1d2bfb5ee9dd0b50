import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

const SECRET_QUERY_PARAMS = /([?&](?:refreshToken|token|code)=)[^&]*/gi;

/** Request URLs can carry a refresh token (refresh-token?refreshToken=…); logs keep only its name. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[redacted]');
}

export function loggerOptions(
  config: Config,
  destination?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(destination ? { stream: destination } : {}),
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
