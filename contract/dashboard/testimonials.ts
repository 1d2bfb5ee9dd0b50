import { z } from 'zod';
import { writtenText } from '../written-text.js';
import { listEnvelope, queryBoolean, sortablePagingQuery } from '../paging.js';
import { openApiSchemas } from '../openapi-registry.js';

/** `order` is the home page's order: sort order, then newest. */
export const testimonialSortOrders = ['order', 'newest', 'oldest'] as const;

/** `Query` matches part of an author's name, role or quote, in either language. */
export const testimonialListQuery = sortablePagingQuery(testimonialSortOrders, {
  IsPublished: queryBoolean,
});
export type TestimonialListQuery = z.infer<typeof testimonialListQuery>;

/** Trimmed; empty (or null, or left out) means "not written in this language". */
const optionalText = (max: number) =>
  z
    .union([writtenText().max(max), z.null()])
    .optional()
    .transform((text) => text || null);

/**
 * Each text in Arabic, English or both: the author's name and the quote need at least one language
 * (the website shows the other language when the reader's is missing); the role is optional.
 */
export const testimonialBody = z
  .object({
    authorNameAr: optionalText(100),
    authorNameEn: optionalText(100),
    authorRoleAr: optionalText(100),
    authorRoleEn: optionalText(100),
    quoteAr: optionalText(600),
    quoteEn: optionalText(600),
    rating: z.number().int().min(1).max(5).nullable().optional().default(null),
    isPublished: z.boolean().optional().default(false),
    sortOrder: z.number().int().min(-1_000_000).max(1_000_000).optional().default(0),
  })
  .superRefine((body, context) => {
    for (const [ar, en] of [
      ['authorNameAr', 'authorNameEn'],
      ['quoteAr', 'quoteEn'],
    ] as const) {
      if (body[ar] || body[en]) continue;
      for (const path of [ar, en])
        context.addIssue({ code: 'custom', path: [path], message: 'fieldRequired' });
    }
  });
export type TestimonialBody = z.input<typeof testimonialBody>;
export type ValidTestimonialBody = z.output<typeof testimonialBody>;

export const dashboardTestimonial = z
  .object({
    id: z.number().int(),
    authorNameAr: z.string().nullable(),
    authorNameEn: z.string().nullable(),
    authorRoleAr: z.string().nullable(),
    authorRoleEn: z.string().nullable(),
    quoteAr: z.string().nullable(),
    quoteEn: z.string().nullable(),
    rating: z.number().int().nullable(),
    isPublished: z.boolean(),
    sortOrder: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .register(openApiSchemas, { id: 'DashboardTestimonial' });
export type DashboardTestimonial = z.infer<typeof dashboardTestimonial>;

export const dashboardTestimonialList = listEnvelope(dashboardTestimonial);
