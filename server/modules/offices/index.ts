/**
 * Brokerage offices (docs/decisions/0039-brokerage-offices.md). What other modules may use of it; the
 * rest is its own.
 */
export {
  editableAds,
  managesOffice,
  officeIsSuspended,
  officeLicenceLapsed,
  officeMemberLeft,
  officeOf,
  officeOnAd,
  officeReinstated,
  officeSuspended,
  suspendableAdStatuses,
  type AdStatusBeforeSuspension,
} from './office-ads.js';
export { findPublicOffice, isPublicOffice } from './get-office.js';
export { recordOfficeEvent, requireOfficeAction } from './office-role.js';
export { officeLicensedAt, officeLicensedWhere } from '#server/lib/office-licence.js';
export { officeRoutes } from './routes.js';
export { recheckOfficeLicences } from './recheck-office-licences.js';
export { OFFICE_LICENCE_RECHECK_QUEUE } from './recheck-queue.js';
