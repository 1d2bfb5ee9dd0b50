import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyDetail, PropertyMedia } from '../../../../contract/properties';
import { apiRequest } from '../../lib/api-client';
import type { Category } from './lib/category';

const PROPERTY = 'website/property';

/** Every cached list and detail shows ads: refetch them after any change. */
function useInvalidateProperties() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['properties'] });
}

/**
 * Creates the ad, or updates it when the body has an id (api.md). Quiet: the form shows the server's
 * field errors under the fields and its message above them.
 */
export function useSaveAd(category: Category) {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiRequest<PropertyDetail>(
        `${PROPERTY}/${category === 1 ? 'AddResidenceDetail' : 'AddIndustryDetail'}`,
        { method: 'POST', body, quiet: true },
      ),
    onSuccess: invalidate,
  });
}

export function useDeletePhoto() {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: (mediaId: number) =>
      apiRequest<undefined>(`${PROPERTY}/media/${mediaId}`, { method: 'DELETE', quiet: true }),
    onSuccess: invalidate,
  });
}

/** Sets the order of every photo of the ad; the first is the cover. */
export function useReorderPhotos() {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: ({ propertyId, mediaIds }: { propertyId: number; mediaIds: number[] }) =>
      apiRequest<{ data: PropertyMedia[] }>(`${PROPERTY}/${propertyId}/media-order`, {
        method: 'PUT',
        body: { mediaIds },
        quiet: true,
      }),
    onSuccess: invalidate,
  });
}
