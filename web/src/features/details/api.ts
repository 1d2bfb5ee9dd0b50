import type { Language } from '#contract/common';
import { listProperties } from '#contract/endpoints/properties';
import type { PropertyDetail } from '#contract/properties';
import { ApiError } from '#web/lib/api/api-client';
import { propertyListQuery, propertyQuery } from '#web/entities/catalogue/api';

const MAX_ID = 2_147_483_647;

/** The ad a details URL names (`:id`); undefined when no ad can have that id. */
export function detailsId(param: string | undefined): number | undefined {
  const id = param !== undefined && /^\d{1,10}$/.test(param) ? Number(param) : Number.NaN;
  return id > 0 && id <= MAX_ID ? id : undefined;
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The ad of a details page; `category` is set by the per-category routes, /Property/{id} shows either.
 * A missing ad is not asked for again.
 */
export const detailsQuery = (id: number, category: 1 | 2 | undefined, language: Language) => ({
  ...propertyQuery(id, category, language),
  retry: (failures: number, error: Error) => !isNotFound(error) && failures < 1,
});

/** How many similar ads the page shows. */
export const SIMILAR_COUNT = 4;

/**
 * Published ads of the same category in the same city. One more than shown is asked for, so that
 * after leaving out this ad there are still four.
 */
export const similarPropertiesQuery = (
  property: Pick<PropertyDetail, 'category' | 'city'>,
  language: Language,
) =>
  propertyListQuery(
    listProperties,
    { Category: property.category, CityId: property.city.id, PageSize: SIMILAR_COUNT + 1 },
    language,
  );
