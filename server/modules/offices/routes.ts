import * as officeApi from '#contract/endpoints/offices.js';
import { userOf } from '#server/lib/auth/authenticate.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { createOffice } from './create-office.js';
import { getMyOffice } from './get-my-office.js';
import { getOffice } from './get-office.js';

/** /api/website/offices: brokerage offices, their licences and people. */
export const officeRoutes = endpointRoutes((deps) => [
  answer(officeApi.createOffice, (request) =>
    createOffice(deps, userOf(request), request.body, request.language),
  ),
  answer(officeApi.getMyOffice, (request) => getMyOffice(deps, userOf(request), request.language)),
  answer(officeApi.getOffice, (request) => getOffice(deps, request.params.id, request.language)),
]);
