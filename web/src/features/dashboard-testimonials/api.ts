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
import { endpointQuery } from '#web/lib/api/endpoint-queries';
import { useResourceMutation } from '#web/lib/api/resource-mutation';
import { pagingQuery, type ListParams } from '#web/components/back-office/list-params';
import { useListQuery } from '#web/components/back-office/use-list-query';

export type TestimonialSort = (typeof testimonialSortOrders)[number];

export function useTestimonialList(params: ListParams<TestimonialSort>, isPublished: boolean | undefined) {
  return useListQuery(
    endpointQuery(listTestimonials, { query: { ...pagingQuery(params), IsPublished: isPublished } }),
  );
}

/** A change reads the website's own answers again too: it shows on the home page without a reload. */
const changed = [listTestimonials, listWebsiteTestimonials];

export function useSaveTestimonial(id: number | undefined) {
  return useResourceMutation(
    (body: TestimonialBody) =>
      id === undefined
        ? call(createTestimonial, { body })
        : call(updateTestimonial, { params: { id }, body }),
    ...changed,
  );
}

export function useSetTestimonialPublished() {
  return useResourceMutation(
    ({ id, published }: { id: number; published: boolean }) =>
      call(published ? publishTestimonial : unpublishTestimonial, { params: { id } }),
    ...changed,
  );
}

export function useDeleteTestimonial() {
  return useResourceMutation((id: number) => call(deleteTestimonial, { params: { id } }), ...changed);
}
