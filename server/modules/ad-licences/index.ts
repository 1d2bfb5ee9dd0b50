export { claimLicence, recordLicenceCheck, sameAd } from './claim-licence.js';
export { toAdLicenceOut } from './licence-view.js';
export { recheckLicences } from './recheck-licences.js';
export { LICENCE_RECHECK_QUEUE } from './recheck-queue.js';
export { adLicenceRoutes } from './routes.js';
export { verifyForSave } from './verify-for-save.js';
