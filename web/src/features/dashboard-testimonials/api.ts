import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TestimonialBody, testimonialSortOrders } from '#contract/dashboard/testimonials';
import {
  createTestimonial,
  deleteTestimonial,
  listTestimonials,
  publishTestimonial,
  unpublishTestimonial,
  updateTestimonial,
} from '#contract/endpoints/dashboard/testimonials';
import { listTestimonials as listWebsiteTestimonials } from '#contract/endpoints/testimonials';
import { call } from '#web/lib/api/api-client';
import { endpointQuery, invalidateResources } from '#web/lib/api/endpoint-queries';
import { pagingQuery, type ListParams } from '#web/components/back-office/list-params';

export type TestimonialSort = (typeof testimonialSortOrders)[number];

export function useTestimonialList(params: ListParams<TestimonialSort>, isPublished: boolean | undefined) {
  return useQuery({
    ...endpointQuery(listTestimonials, { query: { ...pagingQuery(params), IsPublished: isPublished } }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateTestimonials() {
  const queryClient = useQueryClient();
  // The website's own answers too: a change shows on the home page without a reload.
  return () => invalidateResources(queryClient, listTestimonials, listWebsiteTestimonials);
}

export function useSaveTestimonial(id: number | undefined) {
  const invalidate = useInvalidateTestimonials();
  return useMutation({
    mutationFn: (body: TestimonialBody) =>
      id === undefined
        ? call(createTestimonial, { body })
        : call(updateTestimonial, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useSetTestimonialPublished() {
  const invalidate = useInvalidateTestimonials();
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      call(published ? publishTestimonial : unpublishTestimonial, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useDeleteTestimonial() {
  const invalidate = useInvalidateTestimonials();
  return useMutation({
    mutationFn: (id: number) => call(deleteTestimonial, { params: { id } }),
    onSuccess: invalidate,
  });
}
