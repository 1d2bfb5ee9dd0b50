import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DashboardTestimonial,
  TestimonialBody,
  testimonialSortOrders,
} from '../../../../../contract/dashboard/testimonials';
import { dashboardRequest } from '../lib/dashboard-api';
import { pagingQuery, type ListEnvelope, type ListParams } from '../lib/list-params';

export type TestimonialSort = (typeof testimonialSortOrders)[number];

export function useTestimonialList(params: ListParams<TestimonialSort>, isPublished: boolean | undefined) {
  return useQuery({
    queryKey: ['dashboard', 'testimonials', 'list', params, isPublished],
    queryFn: () =>
      dashboardRequest<ListEnvelope<DashboardTestimonial>>('testimonials', {
        query: { ...pagingQuery(params), IsPublished: isPublished },
      }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateTestimonials() {
  const queryClient = useQueryClient();
  // The website's own answers too: a change shows on the home page without a reload.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['dashboard', 'testimonials'] }),
      queryClient.invalidateQueries({ queryKey: ['testimonials'] }),
    ]);
}

export function useSaveTestimonial(id: number | undefined) {
  const invalidate = useInvalidateTestimonials();
  return useMutation({
    mutationFn: (body: TestimonialBody) =>
      dashboardRequest<DashboardTestimonial>(id === undefined ? 'testimonials' : `testimonials/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body,
      }),
    onSuccess: invalidate,
  });
}

export function useSetTestimonialPublished() {
  const invalidate = useInvalidateTestimonials();
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      dashboardRequest<DashboardTestimonial>(`testimonials/${id}/${published ? 'publish' : 'unpublish'}`, {
        method: 'POST',
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteTestimonial() {
  const invalidate = useInvalidateTestimonials();
  return useMutation({
    mutationFn: (id: number) => dashboardRequest<undefined>(`testimonials/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
