import { errorResponse } from '../common.js';
import { anyone, endpoint, ownerOf, signedIn } from '../endpoint.js';
import {
  createSavedSearchBody,
  savedSearch,
  savedSearchIdParams,
  savedSearchList,
  unsubscribeAnswer,
  unsubscribeBody,
  updateSavedSearchBody,
} from '../saved-searches.js';

const tags = ['Saved searches'] as const;
const PATH = '/api/website/saved-searches';

export const listSavedSearches = endpoint({
  method: 'GET',
  path: PATH,
  access: signedIn,
  response: savedSearchList,
  tags,
  summary: "The caller's saved searches, newest first",
  description:
    'The caller’s own saved searches with their filters, alert frequency and whether they are paused. ' +
    'There are few (a limit per user), so the list is not paged.',
});

export const createSavedSearch = endpoint({
  method: 'POST',
  path: PATH,
  access: signedIn,
  body: createSavedSearchBody,
  status: 201,
  response: savedSearch,
  tags,
  summary: 'Save a search (the filters of a /search URL) with a name; 422 past the limit per user',
  description:
    'The filters are those of the public search; new ads that match, and price drops of ' +
    'matching ads, alert the owner instantly or in a daily or weekly digest. Past the limit of saved ' +
    'searches per user the answer is a 422.',
});

export const updateSavedSearch = endpoint({
  method: 'PATCH',
  path: `${PATH}/:id`,
  access: ownerOf('saved-search'),
  params: savedSearchIdParams,
  body: updateSavedSearchBody,
  response: savedSearch,
  tags,
  summary: 'Rename, pause or resume, or change how often a saved search alerts',
  description:
    'Only the owner of the saved search (404 for anyone else). Fields left out stay as they are. Answers ' +
    'the saved search as it now is.',
});

export const deleteSavedSearch = endpoint({
  method: 'DELETE',
  path: `${PATH}/:id`,
  access: ownerOf('saved-search'),
  params: savedSearchIdParams,
  status: 204,
  tags,
  summary: 'Delete a saved search and its alert history',
  description: 'Only the owner of the saved search; anyone else gets 404. Alerts stop at once.',
});

export const unsubscribeSavedSearch = endpoint({
  method: 'POST',
  path: `${PATH}/unsubscribe`,
  access: anyone,
  body: unsubscribeBody,
  response: unsubscribeAnswer,
  tags,
  otherAnswers: { 409: errorResponse },
  summary: "Pause a saved search's alerts from the signed link of an alert; no sign-in needed",
  description:
    'The link in every alert email, push and notification carries the search id, when it was made ' +
    '(`at`) and an HMAC of both (`token`). A wrong token is a 422 on `token`; a link older than ' +
    'SAVED_SEARCH_UNSUBSCRIBE_LINK_DAYS a 422 on `at`; a link made before its owner last resumed ' +
    'the search a 409. None of these changes anything. Pausing twice is harmless.',
});
