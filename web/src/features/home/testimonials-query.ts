import type { Language } from '#contract/common';
import { listTestimonials } from '#contract/endpoints/testimonials';
import { endpointQuery } from '#web/lib/api/endpoint-queries';

/** The published testimonials the home page shows; public, so the server renders them. */
export const testimonialsQuery = (language: Language, pageSize = 6) => ({
  ...endpointQuery(listTestimonials, { query: { PageSize: pageSize } }, { language }),
  staleTime: 5 * 60_000,
});
