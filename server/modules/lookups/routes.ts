import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../contract/common.js';
import { lookupList, lookupNames, lookupQuery } from '../../../contract/lookups.js';
import { listLookups } from './list-lookups.js';

/** GET /api/website/<lookup>/getall for each of the eight lookup lists. */
export const lookupRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const kind of lookupNames) {
    routes.get(
      `/${kind}/getall`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['Lookups'],
          summary: `The ${kind} list, names in the request's language`,
          querystring: lookupQuery,
          response: { 200: lookupList, ...errorResponses },
        },
      },
      (request) => listLookups(app.deps, kind, request.query, request.language),
    );
  }
};
