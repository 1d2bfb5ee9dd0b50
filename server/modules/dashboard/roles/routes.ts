import { describePermissions } from '#contract/dashboard/permissions.js';
import * as roles from '#contract/endpoints/dashboard/roles.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { auditActorOf } from '../audit/audit-actor.js';
import { staffOf } from '../auth/authenticate-staff.js';
import { createRole } from './create-role.js';
import { deleteRole } from './delete-role.js';
import { getRole } from './get-role.js';
import { listRoles } from './list-roles.js';
import { updateRole } from './update-role.js';

export const roleRoutes = endpointRoutes((deps) => [
  answer(roles.permissions, () => describePermissions()),
  answer(roles.listRoles, (request) => listRoles(deps, request.query)),
  answer(roles.createRole, (request) =>
    createRole(deps, staffOf(request), auditActorOf(request), request.body),
  ),
  answer(roles.getRole, (request) => getRole(deps, request.params.id)),
  answer(roles.updateRole, (request) =>
    updateRole(deps, staffOf(request), auditActorOf(request), request.params.id, request.body),
  ),
  answer(roles.deleteRole, (request) =>
    deleteRole(deps, staffOf(request), auditActorOf(request), request.params.id),
  ),
]);
