import * as messages from '#contract/endpoints/messages.js';
import { userOf } from '#server/lib/auth/authenticate.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { confirmClient } from './confirm-client.js';
import { getThread } from './get-thread.js';
import { listConversations } from './list-conversations.js';
import { sendPropertyMessage } from './send-property-message.js';

/** /api/website/messages: conversations about a property between an inquirer and its owner. */
export const messageRoutes = endpointRoutes((deps) => [
  answer(messages.sendPropertyMessage, (request) => sendPropertyMessage(deps, userOf(request), request.body)),
  answer(messages.listConversations, (request) =>
    listConversations(deps, userOf(request), request.query, request.language),
  ),
  answer(messages.getThread, (request) =>
    getThread(deps, userOf(request), request.params.senderId, request.query, request.language),
  ),
  answer(messages.confirmClient, (request) =>
    confirmClient(deps, userOf(request), request.params.senderId, request.query.PropertyId),
  ),
]);
