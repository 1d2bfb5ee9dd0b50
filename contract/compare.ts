import { z } from 'zod';
import { idListQuery } from './id-list.js';
import { MAX_COMPARED_ADS, MAX_RECENTLY_VIEWED } from './limits.js';
import { openApiSchemas } from './openapi-registry.js';
import { industryDetailsOut, propertyListItem, residenceDetailsOut } from './properties.js';

/** `/compare?ids=1,2,3`: 1 to 4 ads. */
export const compareQuery = z.object({ ids: idListQuery(MAX_COMPARED_ADS, 'compareTooMany') });

/** An ad as the comparison shows it: its card and the facts of its category, as on its details page. */
export const comparedAd = propertyListItem
  .extend({ details: z.union([residenceDetailsOut, industryDetailsOut]) })
  .register(openApiSchemas, { id: 'ComparedAd' });
export type ComparedAd = z.infer<typeof comparedAd>;

/** The ads in the order asked; `missing` the ids that are not (or no longer) public. */
export const comparison = z.object({ data: z.array(comparedAd), missing: z.array(z.number().int()) });
export type Comparison = z.infer<typeof comparison>;

/** Cards of public ads by id (a visitor's recently viewed list), in the order asked. */
export const adsByIdsQuery = z.object({ ids: idListQuery(MAX_RECENTLY_VIEWED, 'idsTooMany') });
export const adCards = z.object({ data: z.array(propertyListItem) });
export type AdCards = z.infer<typeof adCards>;
