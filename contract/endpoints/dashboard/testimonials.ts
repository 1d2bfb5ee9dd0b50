import { backOfficeResource } from '#contract/back-office-resource.js';
import {
  dashboardTestimonial,
  dashboardTestimonialList,
  testimonialBody,
  testimonialListQuery,
} from '#contract/dashboard/testimonials.js';
import { idParams } from '#contract/id-params.js';

/* What clients say, shown on the home page once published. */
const testimonials = backOfficeResource({
  permissions: 'Testimonials',
  path: '/api/dashboard/testimonials',
  tags: ['Back-office: testimonials'],
  idParams,
  writesMayConflict: false,
});

export const listTestimonials = testimonials.list({
  query: testimonialListQuery,
  response: dashboardTestimonialList,
  summary: "Every testimonial, in the home page's order by default; Query matches names, roles, quotes",
  description:
    'Every testimonial, published or not, paged, with both languages; `IsPublished` narrows the ' + 'list.',
});

export const getTestimonial = testimonials.get({
  response: dashboardTestimonial,
  summary: 'One testimonial with both languages',
  description: 'Staff. One testimonial, published or not; 404 for an unknown id.',
});

export const createTestimonial = testimonials.create({
  body: testimonialBody,
  response: dashboardTestimonial,
  summary: "A new testimonial; the author's name and the quote in Arabic, English or both",
  description:
    'The author’s name, an optional role and rating, the quote in Arabic, English or both, whether ' +
    'it is published and its place in the order. The change is recorded in the audit log.',
});

export const updateTestimonial = testimonials.update({
  body: testimonialBody,
  response: dashboardTestimonial,
  summary: 'Replace every field of a testimonial',
  description:
    'Every field of the body replaces the stored one, whether it is published included. The change ' +
    'is recorded in the audit log.',
});

export const publishTestimonial = testimonials.aboutOne('POST', 'publish', 'Update', {
  response: dashboardTestimonial,
  summary: 'Show a testimonial on the home page',
  description:
    'The home page shows the testimonial from now on, in its order. The change is recorded in the ' +
    'audit log.',
});

export const unpublishTestimonial = testimonials.aboutOne('POST', 'unpublish', 'Update', {
  response: dashboardTestimonial,
  summary: 'Take a testimonial off the home page',
  description:
    'The testimonial stays stored and can be published again. The change is recorded in the audit ' + 'log.',
});

export const deleteTestimonial = testimonials.delete({
  summary: 'Delete a testimonial',
  description: 'Staff. The testimonial is gone for good. The change is recorded in the audit log.',
});
