import * as licences from '#contract/endpoints/ad-licences.js';
import { userOf } from '#server/lib/auth/authenticate.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { DEVELOPMENT_TEST_NUMBERS } from '#server/lib/ad-licence/index.js';
import { checkLicence } from './check-licence.js';

/** Each check may ask the authority: a person typing numbers needs a few a minute, not hundreds. */
const CHECKS_PER_MINUTE = 20;

/** /api/website/ad-licence: the licence field's questions while an ad is written. */
export const adLicenceRoutes = endpointRoutes((deps) => [
  answer(
    licences.checkLicence,
    (request) => checkLicence(deps, userOf(request), request.query.number, request.query.propertyId),
    { rateLimit: { max: CHECKS_PER_MINUTE, timeWindow: '1 minute' } },
  ),
  answer(licences.getLicenceRules, () => ({
    required: deps.config.adLicences.required,
    testNumbers: deps.config.adLicences.verifier === 'rega' ? [] : [...DEVELOPMENT_TEST_NUMBERS],
  })),
]);
