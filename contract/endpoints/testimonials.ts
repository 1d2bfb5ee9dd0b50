import { endpoint, anyone } from '../endpoint.js';
import { testimonialList, testimonialQuery } from '../testimonials.js';

/** What clients say, for the home page. */
export const listTestimonials = endpoint({
  method: 'GET',
  path: '/api/website/testimonials',
  access: anyone,
  query: testimonialQuery,
  response: testimonialList,
  tags: ['Testimonials'],
  summary: 'Published testimonials in staff order, texts in the request language (else the other)',
});
