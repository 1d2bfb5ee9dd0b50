import { licenceCheck, licenceCheckQuery, licenceRules } from '../ad-licences.js';
import { anyone, endpoint, signedIn } from '../endpoint.js';

const tags = ['Properties'] as const;

export const checkLicence = endpoint({
  method: 'GET',
  path: '/api/website/ad-licence/check',
  access: signedIn,
  query: licenceCheckQuery,
  response: licenceCheck,
  tags,
  summary: 'Asks the authority (REGA) about a licence number while the ad is written',
  description:
    'The same checks as a save (docs/decisions/0017-ad-licences.md), without saving: 200 when the ' +
    'licence is valid, issued to the caller and used by no other live ad (their own `propertyId` ' +
    'aside); otherwise the save’s 422 on `adLicenseNumber`; 503 when the authority cannot answer now.',
});

export const getLicenceRules = endpoint({
  method: 'GET',
  path: '/api/website/ad-licence/rules',
  access: anyone,
  response: licenceRules,
  tags,
  summary: 'Whether ads need a licence, and the development test numbers (none in production)',
  description:
    'Says whether the server requires an ad licence number (AD_LICENSE_REQUIRED) and, outside ' +
    'production, the test numbers the development authority accepts, so forms can show the field and ' +
    'testers can fill it.',
});
