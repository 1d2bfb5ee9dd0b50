import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, errorResponses } from '../../../../contract/common.js';
import {
  dashboardPropertyIdParams,
  moderatedPropertyEdit,
  moderationDetail,
  moderationList,
  moderationListQuery,
  rejectBody,
  reviewedVersion,
} from '../../../../contract/dashboard/properties.js';
import { auditActorOf } from '../audit/audit-actor.js';
import { deleteModeratedProperty } from './delete-moderated-property.js';
import { editModeratedProperty } from './edit-moderated-property.js';
import { setPropertyFeatured } from './feature-property.js';
import { getModeratedProperty } from './get-moderated-property.js';
import { listModeratedProperties } from './list-moderated-properties.js';
import { reviewProperty } from './review-property.js';

const tags = ['Back-office: properties'];
const writeErrors = { ...errorResponses, 409: errorResponse };
const done = { 204: z.null(), ...writeErrors };

/** /api/dashboard/properties: moderation of every ad. */
export const moderationRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  routes.get(
    '/',
    {
      config: { permission: 'Properties.ReadList' },
      schema: {
        tags,
        summary: 'Ads in every status, newest first by default; Status=pending is the review queue',
        querystring: moderationListQuery,
        response: { 200: moderationList, ...errorResponses },
      },
    },
    (request) => listModeratedProperties(deps, request.query, request.language),
  );

  routes.get(
    '/:id',
    {
      config: { permission: 'Properties.Read' },
      schema: {
        tags,
        summary: 'One ad in any status, with photos, owner and moderation history',
        params: dashboardPropertyIdParams,
        response: { 200: moderationDetail, ...errorResponses },
      },
    },
    (request) => getModeratedProperty(deps, request.params.id, request.language),
  );

  routes.put(
    '/:id',
    {
      config: { permission: 'Properties.Update' },
      schema: {
        tags,
        summary: "Correct an ad's titles, descriptions, price or agent; the status does not change",
        params: dashboardPropertyIdParams,
        body: moderatedPropertyEdit,
        response: { 200: moderationDetail, ...writeErrors },
      },
    },
    async (request) => {
      await editModeratedProperty(deps, auditActorOf(request), request.params.id, request.body);
      return getModeratedProperty(deps, request.params.id, request.language);
    },
  );

  routes.post(
    '/:id/approve',
    {
      config: { permission: 'Properties.Approve' },
      schema: {
        tags,
        summary:
          'Publish the version of an ad waiting for review that the reviewer saw (409 if it changed since); the owner is notified',
        params: dashboardPropertyIdParams,
        body: reviewedVersion,
        response: done,
      },
    },
    async (request, reply) => {
      await reviewProperty(deps, auditActorOf(request), request.params.id, {
        decision: 'approve',
        version: request.body.version,
      });
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/:id/reject',
    {
      config: { permission: 'Properties.Approve' },
      schema: {
        tags,
        summary:
          'Reject the version of an ad waiting for review that the reviewer saw, saying why (409 if it changed since); the owner is notified',
        params: dashboardPropertyIdParams,
        body: rejectBody,
        response: done,
      },
    },
    async (request, reply) => {
      await reviewProperty(deps, auditActorOf(request), request.params.id, {
        decision: 'reject',
        reason: request.body.reason,
        version: request.body.version,
      });
      return reply.status(204).send(null);
    },
  );

  for (const [action, featured] of [
    ['feature', true],
    ['unfeature', false],
  ] as const) {
    routes.post(
      `/:id/${action}`,
      {
        config: { permission: 'Properties.Feature' },
        schema: {
          tags,
          summary: featured ? 'Feature a published ad' : 'Stop featuring an ad',
          params: dashboardPropertyIdParams,
          response: done,
        },
      },
      async (request, reply) => {
        await setPropertyFeatured(deps, auditActorOf(request), request.params.id, featured);
        return reply.status(204).send(null);
      },
    );
  }

  routes.delete(
    '/:id',
    {
      config: { permission: 'Properties.Delete' },
      schema: {
        tags,
        summary: 'Delete an ad with its photos',
        params: dashboardPropertyIdParams,
        response: done,
      },
    },
    async (request, reply) => {
      await deleteModeratedProperty(deps, auditActorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
