import * as users from '#contract/endpoints/dashboard/users.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { auditActorOf } from '../audit/audit-actor.js';
import { listModeratedProperties } from '../properties/list-moderated-properties.js';
import { seesOwnerNumbers } from '../properties/owner-numbers.js';
import { setUserBlocked } from './block-user.js';
import { getUser } from './get-user.js';
import { listUsers } from './list-users.js';

/** /api/dashboard/users: website accounts. */
export const userRoutes = endpointRoutes((deps) => [
  answer(users.listUsers, (request) => listUsers(deps, request.query)),
  answer(users.getUser, (request) => getUser(deps, request.params.id)),
  answer(users.listUserProperties, async (request) => {
    const { id } = request.params;
    await getUser(deps, id);
    const query = { ...request.query, OwnerId: id };
    return listModeratedProperties(deps, query, request.language, seesOwnerNumbers(request));
  }),
  answer(users.blockUser, (request) => setUserBlocked(deps, auditActorOf(request), request.params.id, true)),
  answer(users.unblockUser, (request) =>
    setUserBlocked(deps, auditActorOf(request), request.params.id, false),
  ),
]);
