import {
  dashboardTestimonial,
  dashboardTestimonialList,
  testimonialBody,
  testimonialIdParams,
  testimonialListQuery,
} from '#contract/dashboard/testimonials.js';
import { endpoint, staffWith } from '#contract/endpoint.js';

/* What clients say, shown on the home page once published. */
const tags = ['Back-office: testimonials'] as const;

export const listTestimonials = endpoint({
  method: 'GET',
  path: '/api/dashboard/testimonials',
  access: staffWith('Testimonials.ReadList'),
  query: testimonialListQuery,
  response: dashboardTestimonialList,
  tags,
  summary: "Every testimonial, in the home page's order by default; Query matches names, roles, quotes",
  description:
    'Every testimonial, published or not, paged, with both languages; `IsPublished` narrows the ' + 'list.',
});

export const getTestimonial = endpoint({
  method: 'GET',
  path: '/api/dashboard/testimonials/:id',
  access: staffWith('Testimonials.Read'),
  params: testimonialIdParams,
  response: dashboardTestimonial,
  tags,
  summary: 'One testimonial with both languages',
  description: 'Staff. One testimonial, published or not; 404 for an unknown id.',
});

export const createTestimonial = endpoint({
  method: 'POST',
  path: '/api/dashboard/testimonials',
  access: staffWith('Testimonials.Create'),
  body: testimonialBody,
  status: 201,
  response: dashboardTestimonial,
  tags,
  summary: "A new testimonial; the author's name and the quote in Arabic, English or both",
  description:
    'The author’s name, an optional role and rating, the quote in Arabic, English or both, whether ' +
    'it is published and its place in the order. The change is recorded in the audit log.',
});

export const updateTestimonial = endpoint({
  method: 'PUT',
  path: '/api/dashboard/testimonials/:id',
  access: staffWith('Testimonials.Update'),
  params: testimonialIdParams,
  body: testimonialBody,
  response: dashboardTestimonial,
  tags,
  summary: 'Replace every field of a testimonial',
  description:
    'Every field of the body replaces the stored one, whether it is published included. The change ' +
    'is recorded in the audit log.',
});

export const publishTestimonial = endpoint({
  method: 'POST',
  path: '/api/dashboard/testimonials/:id/publish',
  access: staffWith('Testimonials.Update'),
  params: testimonialIdParams,
  response: dashboardTestimonial,
  tags,
  summary: 'Show a testimonial on the home page',
  description:
    'The home page shows the testimonial from now on, in its order. The change is recorded in the ' +
    'audit log.',
});

export const unpublishTestimonial = endpoint({
  method: 'POST',
  path: '/api/dashboard/testimonials/:id/unpublish',
  access: staffWith('Testimonials.Update'),
  params: testimonialIdParams,
  response: dashboardTestimonial,
  tags,
  summary: 'Take a testimonial off the home page',
  description:
    'The testimonial stays stored and can be published again. The change is recorded in the audit ' + 'log.',
});

export const deleteTestimonial = endpoint({
  method: 'DELETE',
  path: '/api/dashboard/testimonials/:id',
  access: staffWith('Testimonials.Delete'),
  params: testimonialIdParams,
  status: 204,
  tags,
  summary: 'Delete a testimonial',
  description: 'Staff. The testimonial is gone for good. The change is recorded in the audit log.',
});
