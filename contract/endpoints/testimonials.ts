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
  description:
    'The testimonials staff published, in their order, for the home page; each text in the ' +
    'request’s language, or in the other language when it has none in that one.',
});
