/**
 * REGA ad licences: verified before publication, claimed once, re-checked, suspended (ADR 0017).
 * What other modules may use of it; the rest is its own.
 */
export { claimLicence, recordLicenceCheck, sameAd } from './claim-licence.js';
export { toAdLicenceOut } from './licence-view.js';
export { recheckLicences } from './recheck-licences.js';
export { connectAdLicenceReactions } from './reactions.js';
export { LICENCE_RECHECK_QUEUE } from './recheck-queue.js';
export { adLicenceRoutes } from './routes.js';
export { verifyForSave } from './verify-for-save.js';
