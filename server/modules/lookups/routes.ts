import { lookupLists } from '#contract/endpoints/lookups.js';
import { lookupNames } from '#contract/lookups.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { listLookups } from './list-lookups.js';

/** GET /api/website/<lookup>/getall for each of the eight lookup lists. */
export const lookupRoutes = endpointRoutes((deps) =>
  lookupNames.map((kind) =>
    answer(lookupLists[kind], (request) =>
      deps.reads.run(request, (reader) => listLookups(reader, kind, request.query, request.language)),
    ),
  ),
);
