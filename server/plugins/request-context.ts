import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { languageFromHeader } from '../lib/i18n/language.js';
import { appendVary, isApiUrl } from '../lib/vary.js';

/**
 * Per-request basics: the language of the answer, the request id echoed to the client, and query
 * parameter names matched case-insensitively (`pageSize` finds `PageSize`).
 */
export const requestContext = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', 'ar');
  app.decorateRequest('user', undefined);
  app.decorateRequest('staff', undefined);

  app.addHook('onRequest', async (request, reply) => {
    request.language = languageFromHeader(request.headers['accept-language']);
    // Every API answer may be localized (lists, details, lookups, errors): caches must key on it.
    if (isApiUrl(request.url)) appendVary(reply, 'Accept-Language');
    void reply.header('x-request-id', request.id);
  });

  const canonicalNames = new Map<RouteOptions['schema'], Map<string, string>>();
  app.addHook('onRoute', (route) => {
    const querystring = route.schema?.querystring;
    if (querystring instanceof z.ZodObject) {
      const names = Object.keys(querystring.shape);
      canonicalNames.set(route.schema, new Map(names.map((name) => [name.toLowerCase(), name])));
    }
  });
  app.addHook('preValidation', async (request) => {
    const names = canonicalNames.get(request.routeOptions.schema);
    const query = request.query as Record<string, unknown> | undefined;
    if (!names || !query || typeof query !== 'object') return;
    for (const key of Object.keys(query)) {
      const canonical = names.get(key.toLowerCase());
      if (canonical && canonical !== key && !(canonical in query)) {
        query[canonical] = query[key];
        Reflect.deleteProperty(query, key);
      }
    }
  });
});
