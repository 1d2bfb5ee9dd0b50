import * as staff from '#contract/endpoints/dashboard/staff.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { auditActorOf } from '../audit/audit-actor.js';
import { staffOf } from '../auth/authenticate-staff.js';
import { setStaffBlocked } from './block-staff.js';
import { createStaff } from './create-staff.js';
import { deleteStaff } from './delete-staff.js';
import { getStaff } from './get-staff.js';
import { listStaff } from './list-staff.js';
import { updateStaff } from './update-staff.js';

/** /api/dashboard/staff: back-office accounts. */
export const staffRoutes = endpointRoutes((deps) => [
  answer(staff.listStaff, (request) => listStaff(deps, request.query)),
  answer(staff.createStaff, (request) =>
    createStaff(deps, staffOf(request), auditActorOf(request), request.body),
  ),
  answer(staff.getStaff, (request) => getStaff(deps, request.params.id)),
  answer(staff.updateStaff, (request) =>
    updateStaff(deps, staffOf(request), auditActorOf(request), request.params.id, request.body),
  ),
  answer(staff.deleteStaff, (request) =>
    deleteStaff(deps, staffOf(request), auditActorOf(request), request.params.id),
  ),
  answer(staff.blockStaff, (request) =>
    setStaffBlocked(deps, staffOf(request), auditActorOf(request), request.params.id, true),
  ),
  answer(staff.unblockStaff, (request) =>
    setStaffBlocked(deps, staffOf(request), auditActorOf(request), request.params.id, false),
  ),
]);
