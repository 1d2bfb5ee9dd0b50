import { errorResponse } from '../common.js';
import { anyone, endpoint, ownerOf, signedIn } from '../endpoint.js';
import {
  identityRequest,
  identityRequestParams,
  myIdentity,
  nafathCallbackAnswer,
  nafathCallbackBody,
  startIdentityBody,
} from '../identity.js';

const tags = ['Identity'] as const;
const PATH = '/api/website/identity';

export const getMyIdentity = endpoint({
  method: 'GET',
  path: PATH,
  access: signedIn,
  response: myIdentity,
  tags,
  summary: "The caller's verified identity, if any, and the verification still open",
  description:
    'The names Nafath gave, the kind of ID and its last four digits (the full number is never kept), ' +
    'whether publishing an ad needs a verified identity here, and the request still waiting, if any.',
});

export const startIdentityRequest = endpoint({
  method: 'POST',
  path: `${PATH}/requests`,
  access: signedIn,
  body: startIdentityBody,
  status: 201,
  response: identityRequest,
  tags,
  otherAnswers: { 409: errorResponse },
  summary: 'Ask Nafath to verify the caller: answers the two-digit number to pick in the Nafath app',
  description:
    'The ID or iqama number is checked (10 digits, its check digit) before Nafath is asked. A 409 when ' +
    'the caller is already verified, when the ID is already the verified identity of another account, or ' +
    'when Nafath already holds a request for this ID that is still waiting; a 429 past the number of ' +
    'requests allowed per account and per ID in an hour; a 503 when Nafath cannot be reached. A new ' +
    'request ends the caller’s earlier one.',
});

export const getIdentityRequest = endpoint({
  method: 'GET',
  path: `${PATH}/requests/:id`,
  access: ownerOf('identity-request'),
  params: identityRequestParams,
  response: identityRequest,
  tags,
  summary: 'Where a verification stands (the page asks every few seconds while it waits)',
  description:
    'Only the caller’s own request (404 for anyone else). While it waits, the server asks Nafath at ' +
    'most every few seconds; a request past its time limit is expired. The identity is taken only from ' +
    'Nafath’s signed answer (the callback), never from the status alone.',
});

export const nafathCallback = endpoint({
  method: 'POST',
  path: `${PATH}/nafath-callback`,
  access: anyone,
  body: nafathCallbackBody,
  response: nafathCallbackAnswer,
  tags,
  summary: 'Where Nafath posts its signed answer to a verification',
  description:
    'The token is a JWT signed by Nafath (RS256, its keys from NAFATH_API_URL/api/v1/mfa/jwk). A token ' +
    'that does not verify, has expired, or names no open request is a 422 and changes nothing; the same ' +
    'answer posted twice is applied once.',
});
