import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../contract/common.js';
import { addReviewBody, reviewItem, reviewList, reviewsQuery } from '../../../contract/reviews.js';
import { optionalUser, requireUser, userOf } from '../../lib/auth/authenticate.js';
import { addReview } from './add-review.js';
import { listReviews } from './list-reviews.js';

const tags = ['Reviews'];

/** /api/website/reviews: stars and comments on published ads. */
export const reviewRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  routes.get(
    '/getall',
    {
      preHandler: optionalUser,
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A published ad's reviews, newest first, with the average rating",
        querystring: reviewsQuery,
        response: { 200: reviewList, ...errorResponses },
      },
    },
    (request) => listReviews(deps, request.query, request.user?.id),
  );

  routes.post(
    '/addreview',
    {
      preHandler: requireUser,
      config: { access: 'user' },
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Review a published ad (1-5 stars); a second review of the same ad replaces the first',
        body: addReviewBody,
        response: { 201: reviewItem, ...errorResponses },
      },
    },
    async (request, reply) => {
      const review = await addReview(deps, userOf(request), request.body);
      return reply.status(201).send(review);
    },
  );
};
