import * as officeApi from '#contract/endpoints/offices.js';
import { userOf } from '#server/lib/auth/authenticate.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { abandonedWith, readSingleFile } from '#server/lib/uploads.js';
import { acceptInvitation } from './accept-invitation.js';
import { changeMemberRole } from './change-member-role.js';
import { createOffice } from './create-office.js';
import { getInvitation } from './get-invitation.js';
import { getMyOffice } from './get-my-office.js';
import { getOffice } from './get-office.js';
import { handOverOffice } from './hand-over-office.js';
import { inviteMember } from './invite-member.js';
import { listInvitations } from './list-invitations.js';
import { listOfficeReviews } from './list-office-reviews.js';
import { removeMember } from './remove-member.js';
import { removeOfficeLogo } from './remove-office-logo.js';
import { revokeInvitation } from './revoke-invitation.js';
import { OFFICE_LOGO, uploadOfficeLogo } from './upload-office-logo.js';

/** /api/website/offices: brokerage offices, their licences and people. */
export const officeRoutes = endpointRoutes((deps) => [
  answer(officeApi.createOffice, (request) =>
    createOffice(deps, userOf(request), request.body, request.language),
  ),
  answer(officeApi.getMyOffice, (request) => getMyOffice(deps, userOf(request), request.language)),
  answer(officeApi.getOffice, (request) => getOffice(deps, request.params.id, request.language)),
  answer(
    officeApi.listOfficeReviews,
    (request) =>
      listOfficeReviews(deps, request.params.id, request.query, request.user?.id, request.language),
    { identifiesCaller: true },
  ),
  answer(officeApi.inviteMember, (request) =>
    inviteMember(deps, userOf(request), request.params.id, request.body, request.language),
  ),
  answer(officeApi.listInvitations, (request) => listInvitations(deps, userOf(request), request.params.id)),
  answer(officeApi.revokeInvitation, (request) =>
    revokeInvitation(deps, userOf(request), request.params.id, request.params.invitationId),
  ),
  answer(officeApi.getInvitation, (request) =>
    getInvitation(deps, userOf(request), request.query.token, request.language),
  ),
  answer(officeApi.acceptInvitation, (request) =>
    acceptInvitation(deps, userOf(request), request.body.token, request.language),
  ),
  answer(officeApi.changeMemberRole, (request) =>
    changeMemberRole(
      deps,
      userOf(request),
      request.params.id,
      request.params.userId,
      request.body.role,
      request.language,
    ),
  ),
  answer(officeApi.removeMember, (request) =>
    removeMember(deps, userOf(request), request.params.id, request.params.userId),
  ),
  answer(officeApi.handOverOffice, (request) =>
    handOverOffice(deps, userOf(request), request.params.id, request.body, request.language),
  ),
  answer(officeApi.uploadOfficeLogo, async (request, reply) =>
    uploadOfficeLogo(
      deps,
      userOf(request),
      request.params.id,
      await readSingleFile(request, 'file', OFFICE_LOGO.maxBytes),
      request.language,
      abandonedWith(reply),
    ),
  ),
  answer(officeApi.removeOfficeLogo, (request) => removeOfficeLogo(deps, userOf(request), request.params.id)),
]);
