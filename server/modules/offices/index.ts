/**
 * Brokerage offices (docs/decisions/0039-brokerage-offices.md). What other modules may use of it; the
 * rest is its own.
 */
export { editableAds, managesOffice, officeMemberLeft, officeOf } from './office-ads.js';
export { officeRoutes } from './routes.js';
