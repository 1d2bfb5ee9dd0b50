import { anyone, endpoint, type EndpointDefinition } from '../endpoint.js';
import { lookupList, lookupQuery, type lookupNames } from '../lookups.js';

type LookupName = (typeof lookupNames)[number];

const listOf = <const K extends LookupName>(kind: K) =>
  endpoint({
    method: 'GET',
    path: `/api/website/${kind}/getall`,
    access: anyone,
    query: lookupQuery,
    response: lookupList,
    tags: ['Lookups'],
    summary: `The ${kind} list, names in the request's language`,
    description:
      `The entries of the ${kind} list that staff have not hidden, in list order, paged (100 a ` +
      'page by default), for filters and the add-ad form; `Category` and `ParentId` (a region’s cities) ' +
      'narrow it. Each name in the request’s language.',
  });

/** One endpoint per lookup list, by its name (`lookupNames`). */
export const lookupLists = {
  transactiontype: listOf('transactiontype'),
  propertytype: listOf('propertytype'),
  region: listOf('region'),
  floor: listOf('floor'),
  relaxmedia: listOf('relaxmedia'),
  buildtype: listOf('buildtype'),
  industrytype: listOf('industrytype'),
  industryfeature: listOf('industryfeature'),
} satisfies Record<LookupName, EndpointDefinition>;
