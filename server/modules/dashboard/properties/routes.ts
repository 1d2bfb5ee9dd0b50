import * as properties from '#contract/endpoints/dashboard/properties.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { auditActorOf } from '../audit/audit-actor.js';
import { deleteModeratedProperty } from './delete-moderated-property.js';
import { editModeratedProperty } from './edit-moderated-property.js';
import { setPropertyFeatured } from './feature-property.js';
import { getModeratedProperty } from './get-moderated-property.js';
import { listModeratedProperties } from './list-moderated-properties.js';
import { seesOwnerNumbers } from './owner-numbers.js';
import { reviewProperty } from './review-property.js';

/** /api/dashboard/properties: moderation of every ad. */
export const moderationRoutes = endpointRoutes((deps) => [
  answer(properties.listModeratedProperties, (request) =>
    listModeratedProperties(deps, request.query, request.language, seesOwnerNumbers(request)),
  ),
  answer(properties.getModeratedProperty, (request) =>
    getModeratedProperty(deps, request.params.id, request.language, seesOwnerNumbers(request)),
  ),
  answer(properties.editModeratedProperty, async (request) => {
    await editModeratedProperty(deps, auditActorOf(request), request.params.id, request.body);
    return getModeratedProperty(deps, request.params.id, request.language, seesOwnerNumbers(request));
  }),
  answer(properties.approveProperty, (request) =>
    reviewProperty(deps, auditActorOf(request), request.params.id, {
      decision: 'approve',
      version: request.body.version,
    }),
  ),
  answer(properties.rejectProperty, (request) =>
    reviewProperty(deps, auditActorOf(request), request.params.id, {
      decision: 'reject',
      reason: request.body.reason,
      version: request.body.version,
    }),
  ),
  answer(properties.requestPropertyChanges, (request) =>
    reviewProperty(deps, auditActorOf(request), request.params.id, {
      decision: 'requestChanges',
      reason: request.body.reason,
      version: request.body.version,
    }),
  ),
  answer(properties.featureProperty, (request) =>
    setPropertyFeatured(deps, auditActorOf(request), request.params.id, true),
  ),
  answer(properties.unfeatureProperty, (request) =>
    setPropertyFeatured(deps, auditActorOf(request), request.params.id, false),
  ),
  answer(properties.deleteModeratedProperty, (request) =>
    deleteModeratedProperty(deps, auditActorOf(request), request.params.id),
  ),
]);
