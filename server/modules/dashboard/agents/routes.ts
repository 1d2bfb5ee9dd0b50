import { AGENT_PHOTO_MAX_BYTES } from '#contract/dashboard/agents.js';
import * as agents from '#contract/endpoints/dashboard/agents.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { abandonedWith, readSingleFile } from '#server/lib/uploads.js';
import { auditActorOf } from '../audit/audit-actor.js';
import { createAgent } from './create-agent.js';
import { deleteAgent } from './delete-agent.js';
import { deleteAgentPhoto } from './delete-agent-photo.js';
import { getDashboardAgent } from './get-agent.js';
import { listDashboardAgents } from './list-agents.js';
import { setAgentHidden } from './set-agent-hidden.js';
import { updateAgent } from './update-agent.js';
import { uploadAgentPhoto } from './upload-agent-photo.js';

export const agentAdminRoutes = endpointRoutes((deps) => [
  answer(agents.listAgents, (request) => listDashboardAgents(deps, request.query)),
  answer(agents.createAgent, (request) => createAgent(deps, auditActorOf(request), request.body)),
  answer(agents.getAgent, (request) => getDashboardAgent(deps, request.params.id)),
  answer(agents.updateAgent, (request) =>
    updateAgent(deps, auditActorOf(request), request.params.id, request.body),
  ),
  answer(agents.deleteAgent, (request) => deleteAgent(deps, auditActorOf(request), request.params.id)),
  answer(agents.uploadAgentPhoto, async (request, reply) =>
    uploadAgentPhoto(
      deps,
      auditActorOf(request),
      request.params.id,
      await readSingleFile(request, 'file', AGENT_PHOTO_MAX_BYTES),
      abandonedWith(reply),
    ),
  ),
  answer(agents.deleteAgentPhoto, (request) =>
    deleteAgentPhoto(deps, auditActorOf(request), request.params.id),
  ),
  answer(agents.hideAgent, (request) => setAgentHidden(deps, auditActorOf(request), request.params.id, true)),
  answer(agents.showAgent, (request) =>
    setAgentHidden(deps, auditActorOf(request), request.params.id, false),
  ),
]);
