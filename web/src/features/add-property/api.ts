import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '#contract/endpoint';
import {
  deleteMedia,
  reorderMedia,
  saveIndustry,
  saveResidence,
  startDraft,
  submitProperty,
} from '#contract/endpoints/properties';
import { call } from '#web/lib/api/api-client';
import { invalidateResources, resourceKey } from '#web/lib/api/endpoint-queries';
import { useResourceMutation } from '#web/lib/api/resource-mutation';
import type { Category } from '#web/entities/catalogue/category';

/** Every cached list and detail shows ads: a change reads this resource's queries again. */
const adsResource = saveResidence;

export function useInvalidateProperties() {
  const queryClient = useQueryClient();
  return () => invalidateResources(queryClient, adsResource);
}

/**
 * Creates the ad, or updates it when the body has an id (api.md). Quiet: the form shows the server's
 * field errors under the fields and its message above them. The body is what the form holds
 * (`requestBodyOf`): a number field with text in it goes as text, for the server to refuse.
 */
export function useSaveAd(category: Category) {
  return useResourceMutation(
    (body: Record<string, unknown>) =>
      category === 1
        ? call(saveResidence, { body: body as EndpointInput<typeof saveResidence>['body'] }, { quiet: true })
        : call(saveIndustry, { body: body as EndpointInput<typeof saveIndustry>['body'] }, { quiet: true }),
    adsResource,
  );
}

/**
 * The draft in which the owner edits ad `id` (ADR 0032): the ad itself when it is a draft, else its
 * draft of changes, made on the first ask. Asked once per visit of the form: the answer is the same
 * until the draft is sent.
 */
export const draftQuery = (id: number) =>
  queryOptions({
    queryKey: ['ad-draft', id],
    queryFn: () => call(startDraft, { params: { id } }, { quiet: true }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/**
 * Sends the draft: to review, or published without moderation; a draft of changes replaces its ad
 * and is gone. The form leaves at once, so the cached ads are only marked stale: read again where
 * they show next, never the sent draft of changes, which would answer 404.
 */
export function useSubmitAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(submitProperty, { params: { id } }, { quiet: true }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: resourceKey(adsResource), refetchType: 'none' }),
  });
}

export function useDeletePhoto() {
  return useResourceMutation(
    (mediaId: number) => call(deleteMedia, { params: { mediaId } }, { quiet: true }),
    adsResource,
  );
}

/** Sets the order of every photo of the ad; the first is the cover. */
export function useReorderPhotos() {
  return useResourceMutation(
    ({ propertyId, mediaIds }: { propertyId: number; mediaIds: number[] }) =>
      call(reorderMedia, { params: { id: propertyId }, body: { mediaIds } }, { quiet: true }),
    adsResource,
  );
}
