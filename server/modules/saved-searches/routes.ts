import * as savedSearches from '#contract/endpoints/saved-searches.js';
import { userOf } from '#server/lib/auth/authenticate.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { createSavedSearch } from './create-saved-search.js';
import { deleteSavedSearch } from './delete-saved-search.js';
import { listSavedSearches } from './list-saved-searches.js';
import { unsubscribe } from './unsubscribe.js';
import { updateSavedSearch } from './update-saved-search.js';

/** /api/website/saved-searches: a user's saved searches, and the signed unsubscribe of their alerts. */
export const savedSearchRoutes = endpointRoutes((deps) => [
  answer(savedSearches.listSavedSearches, (request) => listSavedSearches(deps, userOf(request))),
  answer(savedSearches.createSavedSearch, (request) =>
    createSavedSearch(deps, userOf(request), request.body),
  ),
  answer(savedSearches.updateSavedSearch, (request) =>
    updateSavedSearch(deps, userOf(request), request.params.id, request.body),
  ),
  answer(savedSearches.deleteSavedSearch, (request) =>
    deleteSavedSearch(deps, userOf(request), request.params.id),
  ),
  answer(savedSearches.unsubscribeSavedSearch, (request) => unsubscribe(deps, request.body)),
]);
