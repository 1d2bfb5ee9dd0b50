import * as offices from '#contract/endpoints/dashboard/offices.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { auditActorOf } from '../audit/audit-actor.js';
import { approveOffice } from './approve-office.js';
import { getDashboardOffice } from './get-office.js';
import { listDashboardOffices } from './list-offices.js';
import { listVerificationQueue } from './list-verification-queue.js';
import { reinstateOffice } from './reinstate-office.js';
import { suspendOffice } from './suspend-office.js';

export const officeAdminRoutes = endpointRoutes((deps) => [
  answer(offices.listOffices, (request) => listDashboardOffices(deps, request.query)),
  answer(offices.getOffice, (request) => getDashboardOffice(deps, request.params.id, request.language)),
  answer(offices.approveOffice, (request) =>
    approveOffice(deps, auditActorOf(request), request.params.id, request.language),
  ),
  answer(offices.suspendOffice, (request) =>
    suspendOffice(deps, auditActorOf(request), request.params.id, request.body, request.language),
  ),
  answer(offices.reinstateOffice, (request) =>
    reinstateOffice(deps, auditActorOf(request), request.params.id, request.language),
  ),
  answer(offices.listVerificationQueue, (request) => listVerificationQueue(deps, request.query)),
]);
