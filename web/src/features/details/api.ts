import { listProperties } from '../../../../contract/endpoints/properties';
import type { PropertyDetail } from '../../../../contract/properties';
import { propertyListQuery } from '../catalogue/api';

/** How many similar ads the page shows. */
export const SIMILAR_COUNT = 4;

/**
 * Published ads of the same category in the same city. One more than shown is asked for, so that
 * after leaving out this ad there are still four.
 */
export const similarPropertiesQuery = (property: Pick<PropertyDetail, 'category' | 'city'>) =>
  propertyListQuery(listProperties, {
    Category: property.category,
    CityId: property.city.id,
    PageSize: SIMILAR_COUNT + 1,
  });
