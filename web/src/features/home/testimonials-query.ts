import { queryOptions } from '@tanstack/react-query';
import type { ListEnvelope } from '../catalogue/api';
import type { TestimonialItem } from '../../../../contract/testimonials';
import { apiRequest } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';

/** The published testimonials the home page shows; public, so the server renders them. */
export const testimonialsQuery = (pageSize = 6) =>
  queryOptions({
    queryKey: ['testimonials', i18n.language, pageSize],
    queryFn: () => apiRequest<ListEnvelope<TestimonialItem>>(`website/testimonials?PageSize=${pageSize}`),
    staleTime: 5 * 60_000,
  });
