import { z } from 'zod';
import { languageSchema } from './common.js';
import { listEnvelope, pagingQuery } from './paging.js';
import { openApiSchemas } from './openapi-registry.js';

/** A published testimonial in the reader's language (the other language when it is missing). */
export const testimonialItem = z
  .object({
    id: z.number().int(),
    authorName: z.string(),
    /** Who they are or where they live; null when not given in either language. */
    authorRole: z.string().nullable(),
    quote: z.string(),
    /** The language the quote is written in, for its `lang` attribute. */
    quoteLanguage: languageSchema,
    rating: z.number().int().min(1).max(5).nullable(),
  })
  .register(openApiSchemas, { id: 'Testimonial' });
export type TestimonialItem = z.infer<typeof testimonialItem>;

/** Six by default, the home page's row; `Query` is ignored. */
export const testimonialQuery = pagingQuery(6).omit({ Query: true });
export type TestimonialQuery = z.infer<typeof testimonialQuery>;

export const testimonialList = listEnvelope(testimonialItem);
