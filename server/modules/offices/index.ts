/**
 * Brokerage offices (docs/decisions/0039-brokerage-offices.md). What other modules may use of it; the
 * rest is its own.
 */
export {
  editableAds,
  managesOffice,
  officeLicenceLapsed,
  officeMemberLeft,
  officeOf,
  officeOnAd,
} from './office-ads.js';
export { officeLicensedAt, officeLicensedWhere } from './office-view.js';
export { officeRoutes } from './routes.js';
export { recheckOfficeLicences } from './recheck-office-licences.js';
export { OFFICE_LICENCE_RECHECK_QUEUE } from './recheck-queue.js';
