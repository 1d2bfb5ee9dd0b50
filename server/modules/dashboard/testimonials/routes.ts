import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../../contract/common.js';
import {
  dashboardTestimonial,
  dashboardTestimonialList,
  testimonialBody,
  testimonialIdParams,
  testimonialListQuery,
} from '../../../../contract/dashboard/testimonials.js';
import { auditActorOf } from '../audit/audit-actor.js';
import { createTestimonial } from './create-testimonial.js';
import { deleteTestimonial } from './delete-testimonial.js';
import { getTestimonial } from './get-testimonial.js';
import { listTestimonials } from './list-testimonials.js';
import { setTestimonialPublished } from './set-testimonial-published.js';
import { updateTestimonial } from './update-testimonial.js';

const tags = ['Back-office: testimonials'];

/** /api/dashboard/testimonials: what clients say, shown on the home page once published. */
export const testimonialRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  routes.get(
    '/',
    {
      config: { permission: 'Testimonials.ReadList' },
      schema: {
        tags,
        summary: "Every testimonial, in the home page's order by default; Query matches names, roles, quotes",
        querystring: testimonialListQuery,
        response: { 200: dashboardTestimonialList, ...errorResponses },
      },
    },
    (request) => listTestimonials(deps, request.query),
  );

  routes.get(
    '/:id',
    {
      config: { permission: 'Testimonials.Read' },
      schema: {
        tags,
        summary: 'One testimonial with both languages',
        params: testimonialIdParams,
        response: { 200: dashboardTestimonial, ...errorResponses },
      },
    },
    (request) => getTestimonial(deps, request.params.id),
  );

  routes.post(
    '/',
    {
      config: { permission: 'Testimonials.Create' },
      schema: {
        tags,
        summary: "A new testimonial; the author's name and the quote in Arabic, English or both",
        body: testimonialBody,
        response: { 201: dashboardTestimonial, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTestimonial(deps, auditActorOf(request), request.body)),
  );

  routes.put(
    '/:id',
    {
      config: { permission: 'Testimonials.Update' },
      schema: {
        tags,
        summary: 'Replace every field of a testimonial',
        params: testimonialIdParams,
        body: testimonialBody,
        response: { 200: dashboardTestimonial, ...errorResponses },
      },
    },
    (request) => updateTestimonial(deps, auditActorOf(request), request.params.id, request.body),
  );

  for (const [action, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    routes.post(
      `/:id/${action}`,
      {
        config: { permission: 'Testimonials.Update' },
        schema: {
          tags,
          summary: published ? 'Show a testimonial on the home page' : 'Take a testimonial off the home page',
          params: testimonialIdParams,
          response: { 200: dashboardTestimonial, ...errorResponses },
        },
      },
      (request) => setTestimonialPublished(deps, auditActorOf(request), request.params.id, published),
    );
  }

  routes.delete(
    '/:id',
    {
      config: { permission: 'Testimonials.Delete' },
      schema: {
        tags,
        summary: 'Delete a testimonial',
        params: testimonialIdParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteTestimonial(deps, auditActorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
