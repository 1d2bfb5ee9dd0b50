import * as lookups from '#contract/endpoints/dashboard/lookups.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { auditActorOf } from '../audit/audit-actor.js';
import { createLookup } from './create-lookup.js';
import { deleteLookup } from './delete-lookup.js';
import { getLookup } from './get-lookup.js';
import { setLookupHidden } from './hide-lookup.js';
import { listDashboardLookups } from './list-lookups.js';
import { updateLookup } from './update-lookup.js';

export const lookupAdminRoutes = endpointRoutes((deps) => [
  answer(lookups.listLookups, (request) => listDashboardLookups(deps, request.query)),
  answer(lookups.getLookup, (request) => getLookup(deps, request.params.id)),
  answer(lookups.createLookup, (request) => createLookup(deps, auditActorOf(request), request.body)),
  answer(lookups.updateLookup, (request) =>
    updateLookup(deps, auditActorOf(request), request.params.id, request.body),
  ),
  answer(lookups.hideLookup, (request) =>
    setLookupHidden(deps, auditActorOf(request), request.params.id, true),
  ),
  answer(lookups.showLookup, (request) =>
    setLookupHidden(deps, auditActorOf(request), request.params.id, false),
  ),
  answer(lookups.deleteLookup, (request) => deleteLookup(deps, auditActorOf(request), request.params.id)),
]);
