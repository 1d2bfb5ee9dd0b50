import { listTestimonials } from '#contract/endpoints/testimonials.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { listPublishedTestimonials } from './list-published-testimonials.js';

/** GET /api/website/testimonials: what clients say, for the home page. */
export const testimonialRoutes = endpointRoutes((deps) => [
  answer(listTestimonials, (request) => listPublishedTestimonials(deps, request.query, request.language)),
]);
