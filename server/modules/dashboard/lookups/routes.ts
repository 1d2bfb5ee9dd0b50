import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, errorResponses } from '../../../../contract/common.js';
import {
  createLookupBody,
  dashboardLookup,
  dashboardLookupList,
  dashboardLookupQuery,
  lookupIdParams,
  updateLookupBody,
} from '../../../../contract/dashboard/lookups.js';
import { auditActorOf } from '../audit/audit-actor.js';
import { createLookup } from './create-lookup.js';
import { deleteLookup } from './delete-lookup.js';
import { getLookup } from './get-lookup.js';
import { setLookupHidden } from './hide-lookup.js';
import { listDashboardLookups } from './list-lookups.js';
import { updateLookup } from './update-lookup.js';

const tags = ['Back-office: lookups'];
const writeErrors = { ...errorResponses, 409: errorResponse };

/** /api/dashboard/lookups: the eight lookup lists (regions hold their cities). */
export const lookupAdminRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  routes.get(
    '/',
    {
      config: { permission: 'Lookups.ReadList' },
      schema: {
        tags,
        summary: 'One lookup list with hidden entries and usage counts, in list order by default',
        querystring: dashboardLookupQuery,
        response: { 200: dashboardLookupList, ...errorResponses },
      },
    },
    (request) => listDashboardLookups(deps, request.query),
  );

  routes.get(
    '/:id',
    {
      config: { permission: 'Lookups.Read' },
      schema: {
        tags,
        summary: 'One lookup entry',
        params: lookupIdParams,
        response: { 200: dashboardLookup, ...errorResponses },
      },
    },
    (request) => getLookup(deps, request.params.id),
  );

  routes.post(
    '/',
    {
      config: { permission: 'Lookups.Create' },
      schema: {
        tags,
        summary: 'Add an entry to a list; names unique in the list (or the region), whatever the case',
        body: createLookupBody,
        response: { 201: dashboardLookup, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createLookup(deps, auditActorOf(request), request.body)),
  );

  routes.put(
    '/:id',
    {
      config: { permission: 'Lookups.Update' },
      schema: {
        tags,
        summary: 'Rename or change an entry; a used entry keeps its region and category',
        params: lookupIdParams,
        body: updateLookupBody,
        response: { 200: dashboardLookup, ...writeErrors },
      },
    },
    (request) => updateLookup(deps, auditActorOf(request), request.params.id, request.body),
  );

  for (const [action, hidden] of [
    ['hide', true],
    ['show', false],
  ] as const) {
    routes.post(
      `/:id/${action}`,
      {
        config: { permission: 'Lookups.Update' },
        schema: {
          tags,
          summary: hidden
            ? 'Hide an entry from the website and the add-ad form; ads that use it keep showing it'
            : 'Show a hidden entry again',
          params: lookupIdParams,
          response: { 200: dashboardLookup, ...writeErrors },
        },
      },
      (request) => setLookupHidden(deps, auditActorOf(request), request.params.id, hidden),
    );
  }

  routes.delete(
    '/:id',
    {
      config: { permission: 'Lookups.Delete' },
      schema: {
        tags,
        summary: 'Delete an entry nothing uses (409 while ads use it or a region has cities)',
        params: lookupIdParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteLookup(deps, auditActorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
