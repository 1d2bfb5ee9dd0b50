import { adCards } from '../compare.js';
import { endpoint, signedIn } from '../endpoint.js';
import { recentlyViewedBody } from '../recently-viewed.js';

const tags = ['Recently viewed'] as const;

export const listRecentlyViewed = endpoint({
  method: 'GET',
  path: '/api/website/recently-viewed',
  access: signedIn,
  response: adCards,
  tags,
  summary: "The caller's last 20 viewed ads that are still public, newest first",
  description: 'Opening an ad’s details while signed in adds it to the list.',
});

export const mergeRecentlyViewed = endpoint({
  method: 'POST',
  path: '/api/website/recently-viewed',
  access: signedIn,
  body: recentlyViewedBody,
  response: adCards,
  tags,
  summary: 'Merge the device’s list into the account’s (at sign-in) and answer the merged list',
  description:
    'Send the ads the device kept while signed out (`views`: ad id and when it was ' +
    'viewed); they are merged with the account’s list, the newest 20 kept, and the merged list is answered ' +
    'as cards of the ads still public.',
});
