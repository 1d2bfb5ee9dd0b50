import { backOfficeResource } from '#contract/back-office-resource.js';
import {
  dashboardOffice,
  dashboardOfficeList,
  officeListQuery,
  suspendOfficeBody,
  verificationQueue,
  verificationQueueQuery,
} from '#contract/dashboard/offices.js';
import { idParams } from '#contract/id-params.js';

/* Brokerage offices (ADR 0039): their licences, people and ads; approving, suspending, reinstating. */
const offices = backOfficeResource({
  permissions: 'Offices',
  path: '/api/dashboard/offices',
  tags: ['Back-office: offices'],
  idParams,
  writesMayConflict: true,
});

export const listOffices = offices.list({
  query: officeListQuery,
  response: dashboardOfficeList,
  summary: 'Brokerage offices in every status, newest first; Query matches a name or the FAL number',
  description:
    'Every office, paged, with its FAL licence as the authority last answered, its status and how ' +
    'many people it has. `Status` and `LicenceState` narrow the list.',
});

export const getOffice = offices.get({
  response: dashboardOffice,
  summary: 'One office: licence, members (phones masked), ads by status and its audit',
  description:
    'The office with its members and their roles (phone numbers masked), its ads counted by status ' +
    'and the latest 50 lines of its own audit, newest first; 404 for an unknown id.',
});

export const approveOffice = offices.aboutOne('POST', 'approve', 'Approve', {
  response: dashboardOffice,
  summary: 'Confirm an office whose licence is an establishment’s: it becomes active',
  description:
    'Only an office pending review (409 otherwise). Recorded in the back-office audit log and the ' +
    'office’s own audit.',
});

export const suspendOffice = offices.aboutOne('POST', 'suspend', 'Update', {
  body: suspendOfficeBody,
  response: dashboardOffice,
  summary: 'Suspend an office with a reason: its live ads leave the site',
  description:
    'An active office, or one pending review (409 when it is suspended already). Every ad posted for ' +
    'it that is published, pending review or with its owner for changes is taken off the site, its ' +
    'owner told; reinstating brings exactly those back. Recorded in the back-office audit log and the ' +
    'office’s own audit, with the reason.',
});

export const reinstateOffice = offices.aboutOne('POST', 'reinstate', 'Update', {
  response: dashboardOffice,
  summary: 'Reinstate an office staff suspended: its status and the ads suspension took down come back',
  description:
    'Only an office staff suspended (409 otherwise: one suspended for its licence returns when the ' +
    'licence is valid again). The office returns to the status it had, and each ad the suspension ' +
    'took down, still down, to the status it had. Recorded in both audits.',
});

/* Verifications that need a look: failed identity checks, lapsed FAL licences, offices to review. */
const queue = backOfficeResource({
  permissions: 'Offices',
  path: '/api/dashboard/verification-queue',
  tags: ['Back-office: offices'],
  idParams,
  writesMayConflict: false,
});

export const listVerificationQueue = queue.list({
  query: verificationQueueQuery,
  response: verificationQueue,
  summary: 'Identity checks that failed and offices whose licence lapsed or that wait for review',
  description:
    'Newest first, paged; `Kind` narrows it to `identity`, `officeLicence` or `officeReview`. An ' +
    'identity check shows the ID’s kind and last four digits and the person’s masked phone, never ' +
    'the ID number. Read-only: act from the office or the user.',
});
