import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../contract/common.js';
import { testimonialList, testimonialQuery } from '../../../contract/testimonials.js';
import { listPublishedTestimonials } from './list-published-testimonials.js';

/** GET /api/website/testimonials: what clients say, for the home page. */
export const testimonialRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Testimonials'],
        summary: 'Published testimonials in staff order, texts in the request language (else the other)',
        querystring: testimonialQuery,
        response: { 200: testimonialList, ...errorResponses },
      },
    },
    (request) => listPublishedTestimonials(app.deps, request.query, request.language),
  );
};
