import * as testimonials from '#contract/endpoints/dashboard/testimonials.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { auditActorOf } from '../audit/audit-actor.js';
import { createTestimonial } from './create-testimonial.js';
import { deleteTestimonial } from './delete-testimonial.js';
import { getTestimonial } from './get-testimonial.js';
import { listTestimonials } from './list-testimonials.js';
import { setTestimonialPublished } from './set-testimonial-published.js';
import { updateTestimonial } from './update-testimonial.js';

export const testimonialRoutes = endpointRoutes((deps) => [
  answer(testimonials.listTestimonials, (request) => listTestimonials(deps, request.query)),
  answer(testimonials.getTestimonial, (request) => getTestimonial(deps, request.params.id)),
  answer(testimonials.createTestimonial, (request) =>
    createTestimonial(deps, auditActorOf(request), request.body),
  ),
  answer(testimonials.updateTestimonial, (request) =>
    updateTestimonial(deps, auditActorOf(request), request.params.id, request.body),
  ),
  answer(testimonials.publishTestimonial, (request) =>
    setTestimonialPublished(deps, auditActorOf(request), request.params.id, true),
  ),
  answer(testimonials.unpublishTestimonial, (request) =>
    setTestimonialPublished(deps, auditActorOf(request), request.params.id, false),
  ),
  answer(testimonials.deleteTestimonial, (request) =>
    deleteTestimonial(deps, auditActorOf(request), request.params.id),
  ),
]);
