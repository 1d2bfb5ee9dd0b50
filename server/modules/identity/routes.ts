import * as identity from '#contract/endpoints/identity.js';
import { userOf } from '#server/lib/auth/authenticate.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { getMyIdentity } from './get-my-identity.js';
import { readRequest } from './read-request.js';
import { startRequest } from './start-request.js';
import { takeCallback } from './take-callback.js';

/** /api/website/identity: the caller's identity through Nafath, and Nafath's signed answers. */
export const identityRoutes = endpointRoutes((deps) => [
  answer(identity.getMyIdentity, (request) => getMyIdentity(deps, userOf(request))),
  answer(identity.startIdentityRequest, (request) =>
    startRequest(deps, userOf(request), request.body.idNumber, request.language),
  ),
  answer(identity.getIdentityRequest, (request) => readRequest(deps, userOf(request), request.params.id)),
  answer(identity.nafathCallback, (request) => takeCallback(deps, request.body.token)),
]);
