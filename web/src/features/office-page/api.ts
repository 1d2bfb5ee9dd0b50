import type { Language } from '#contract/common';
import { getOffice, listOfficeReviews } from '#contract/endpoints/offices';
import { listProperties } from '#contract/endpoints/properties';
import { ApiError } from '#web/lib/api/api-client';
import { endpointQuery } from '#web/lib/api/endpoint-queries';
import { propertyListQuery } from '#web/entities/catalogue/api';
import { adsRequest, type OfficeAdsState } from './office-ads-state';

const MAX_ID = 2_147_483_647;

/** The office an /offices/:id URL names; undefined when no office can have that id. */
export function officeIdOf(param: string | undefined): number | undefined {
  const id = param !== undefined && /^\d{1,10}$/.test(param) ? Number(param) : Number.NaN;
  return id > 0 && id <= MAX_ID ? id : undefined;
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The office: names, FAL licence, members. A missing office is not asked for again. */
export const officeQuery = (id: number, language: Language) => ({
  ...endpointQuery(getOffice, { params: { id } }, { language }),
  retry: (failures: number, error: Error) => !isNotFound(error) && failures < 1,
});

/** A page of the office's published ads, through the public search with its `OfficeId`. */
export const officeAdsQuery = (id: number, state: OfficeAdsState, language: Language) =>
  propertyListQuery(listProperties, { ...adsRequest(state), OfficeId: id }, language);

/** How many reviews a page shows. */
export const REVIEWS_PAGE_SIZE = 6;

/** A page of the reviews of the office's ads, with their average and count. */
export const officeReviewsQuery = (id: number, page: number, language: Language) =>
  endpointQuery(
    listOfficeReviews,
    { params: { id }, query: { PageNumber: page, PageSize: REVIEWS_PAGE_SIZE } },
    { language },
  );
