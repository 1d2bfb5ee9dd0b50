import { errorResponse, propertyMediaForm } from '../common.js';
import { adCards, adsByIdsQuery, compareQuery, comparison } from '../compare.js';
import { anyone, endpoint, ownerOf, signedIn } from '../endpoint.js';
import { pagingQuery } from '../paging.js';
import {
  industryBody,
  mediaIdParams,
  mediaList,
  mediaOrderBody,
  ownListQuery,
  ownPropertyList,
  propertyDetail,
  propertyIdParams,
  propertyList,
  propertyListQuery,
  renewAnswer,
  submitAnswer,
  draftAnswer,
  residenceBody,
  searchResults,
  setFavoriteBody,
  setFavoriteResponse,
  statusBody,
} from '../properties.js';
import { propertyMap, propertyMapQuery } from '../property-map.js';

const tags = ['Properties'] as const;

/** Published ads, of both categories or of one. */
const publishedAds = <const P extends string>(path: P, summary: string, which: string) =>
  endpoint({
    method: 'GET',
    path,
    access: anyone,
    query: propertyListQuery,
    response: searchResults,
    tags,
    summary,
    description:
      `${which}, paged, with the filters, words (\`Query\`), sort and map box of the site’s search. ` +
      'The words are read as filters where they name them (a type, a transaction, a place, rooms, a price, ' +
      'an area): they fill the filters the request did not set, the rest is searched as text, and ' +
      '`understood` says what was read; `AsText=true` searches all the words as text. ' +
      'A signed-in caller also learns which ads are their favorites. The count stops at the first 1,000 ' +
      'matches (`totalCapped` says so), and so do the pages. On the first page of the default order (no ' +
      '`SortBy`), `featured` holds up to 3 featured ads of the same search, in turn, to show above the ' +
      'page, marked as advertising; they are not repeated in that page’s `data`. `IsFeatured=true` lists ' +
      'the ads featured by staff or by payment. Texts in the request’s language.',
  });

export const listProperties = publishedAds(
  '/api/website/property/GetAllMainProperty',
  'Published ads of both categories',
  'Published ads, residential and industrial',
);
export const listResidences = publishedAds(
  '/api/website/property/getallresidence',
  'Published residential ads',
  'Published residential ads',
);
/** The same list under the path's original spelling. */
export const listRecidences = publishedAds(
  '/api/website/property/getallrecidence',
  'Published residential ads (original spelling)',
  'The same list as `getallresidence`, under the path’s original spelling: published residential ads',
);
export const listIndustries = publishedAds(
  '/api/website/property/getallindustry',
  'Published industrial ads',
  'Published industrial ads',
);

export const mapProperties = endpoint({
  method: 'GET',
  path: '/api/website/property/map',
  access: anyone,
  query: propertyMapQuery,
  response: propertyMap,
  tags,
  summary: 'The search map: clusters and single ads of the grid cells a box touches, with every list filter',
  description:
    'The box (MinLat, MaxLat, MinLng, MaxLng) and Zoom are required; the filters are those of the ' +
    'lists. Crowded cells answer as clusters with a count, the others as single ads (`points`); `total` ' +
    'counts every match in the box.',
});

/** One ad, of either category or of one. */
const oneAd = <const P extends string>(path: P, which: string) =>
  endpoint({
    method: 'GET',
    path,
    access: anyone,
    params: propertyIdParams,
    response: propertyDetail,
    tags,
    summary: 'One ad; 404 when it is of the other category or not visible to the caller',
    description:
      `${which} with its photos, facts and agent. Everyone sees published ads, and ` +
      'sold or rented ones for a while after they closed; the owner sees theirs in any status; anything else ' +
      'is a 404, as for an id that does not exist. A visit by someone other than the owner counts as a view ' +
      '(once per visitor and day), and a signed-in caller’s visit goes to their recently viewed ads.',
  });

export const getProperty = oneAd('/api/website/property/GetById/:id', 'One ad of either category');
export const getResidence = oneAd('/api/website/property/GetRecidenceById/:id', 'One residential ad');
export const getIndustry = oneAd('/api/website/property/GetIndustryById/:id', 'One industrial ad');

export const setFavorite = endpoint({
  method: 'POST',
  path: '/api/website/property/set-favorite',
  access: signedIn,
  body: setFavoriteBody,
  response: setFavoriteResponse,
  tags,
  summary: 'Add an ad to the caller’s favorites, or take it out (a toggle)',
  description:
    'Adding needs a published ad (or one’s own); removing always works, so a sold ad can ' +
    'leave the list. The answer says whether the ad is now a favorite. Two toggles at once run one after ' +
    'the other, as on one device.',
});

export const listFavorites = endpoint({
  method: 'GET',
  path: '/api/website/property/getallfavorite',
  access: signedIn,
  query: pagingQuery(),
  response: propertyList,
  tags,
  summary: 'The caller’s favorite ads, most recently saved first',
  description: 'The caller’s own favorites, paged. Ads no longer published drop out of the list.',
});

export const listOwnProperties = endpoint({
  method: 'GET',
  path: '/api/website/property/getall',
  access: signedIn,
  query: ownListQuery,
  response: ownPropertyList,
  tags,
  summary: "The caller's own ads in every status",
  description:
    'The caller’s own ads, drafts included, newest first, paged; `Status` and `Category` narrow the list. ' +
    'Each carries its status, a rejection reason, whether reports hold it, and the id of a draft of ' +
    'changes not yet sent.',
});

/** Create an ad of one category, or update one's own. */
const saveAd = <const P extends string, B extends typeof residenceBody | typeof industryBody>(
  path: P,
  body: B,
) =>
  endpoint({
    method: 'POST',
    path,
    access: ownerOf('property'),
    body,
    response: propertyDetail,
    tags,
    summary: 'Create an ad, or update your own when the body has an id',
    description:
      'The ad licence (`adLicenseNumber`) is required when the server has AD_LICENSE_REQUIRED on, and any number given is verified with the authority (REGA): 422 on `adLicenseNumber` when it is expired, cancelled, unknown, issued to another advertiser, or used by another published or pending ad; 503 when the authority cannot be asked now. Saving a suspended ad with a valid licence sends it back to review (or publishes it without moderation).',
  });

export const saveResidence = saveAd('/api/website/property/AddResidenceDetail', residenceBody);
export const saveIndustry = saveAd('/api/website/property/AddIndustryDetail', industryBody);

export const uploadMedia = endpoint({
  method: 'POST',
  path: '/api/website/property/uploadPropertyMedia',
  access: ownerOf('property'),
  form: propertyMediaForm,
  response: mediaList,
  otherAnswers: { 409: errorResponse },
  tags,
  summary: 'Add photos: multipart field "propertyId" and one or more "files" (JPEG/PNG/WebP, 10 MB each)',
  description:
    'Only the ad’s owner (another’s ad is a 404); send `propertyId` before the files. An ad holds at most ' +
    '20 photos (422 beyond); a file that is no photo is a 415 or 422, one too large a 413. A sold or rented ' +
    'ad refuses new photos (409). New photos of a public ad send it to review when moderation is on. ' +
    'Answers every photo of the ad, in order.',
});

export const deleteMedia = endpoint({
  method: 'DELETE',
  path: '/api/website/property/media/:mediaId',
  access: ownerOf('media'),
  params: mediaIdParams,
  status: 204,
  tags,
  summary: 'Delete one photo of your own ad',
  description:
    'Only the owner of the ad the photo belongs to; anyone else gets 404. The photos after it move up, so ' +
    'the order has no gap.',
});

export const reorderMedia = endpoint({
  method: 'PUT',
  path: '/api/website/property/:id/media-order',
  access: ownerOf('property'),
  params: propertyIdParams,
  body: mediaOrderBody,
  response: mediaList,
  tags,
  summary: 'Set the order of your own ad’s photos; the first is the cover',
  description:
    'Only the ad’s owner. The body lists every photo id of the ad, each once, in the new order (422 ' +
    'otherwise). Answers the photos in that order.',
});

export const changeStatus = endpoint({
  method: 'POST',
  path: '/api/website/property/:id/status',
  access: ownerOf('property'),
  params: propertyIdParams,
  body: statusBody,
  status: 204,
  otherAnswers: { 409: errorResponse },
  tags,
  summary: 'Mark your own ad sold, rented or archived',
  description:
    'Only the ad’s owner. Sold (an ad for sale) or rented (one for rent) once it is published; archived at ' +
    'any time. A draft, or a status that does not fit the ad, is a 409. A sold or rented ad’s page stays ' +
    'public, marked, for SOLD_VISIBLE_DAYS.',
});

export const confirmAvailable = endpoint({
  method: 'POST',
  path: '/api/website/property/:id/confirm-available',
  access: ownerOf('property'),
  params: propertyIdParams,
  status: 204,
  otherAnswers: { 409: errorResponse },
  tags,
  summary: 'Confirm your published ad is still available',
  description:
    'Restarts the ad’s age: it expires AD_MAX_AGE_DAYS after this confirmation instead of after its ' +
    'publication, and a new reminder comes AD_EXPIRY_REMINDER_DAYS before that. 409 unless published.',
});

export const renewProperty = endpoint({
  method: 'POST',
  path: '/api/website/property/:id/renew',
  access: ownerOf('property'),
  params: propertyIdParams,
  response: renewAnswer,
  otherAnswers: { 409: errorResponse },
  tags,
  summary: 'Publish your expired ad again',
  description:
    'An expired ad goes back to published as it was approved, its age starting again now; with ' +
    'moderation on, one whose photos its owner changed meanwhile goes to review instead (`status` ' +
    'says which; docs/decisions/0018-ad-lifecycle.md). 409 unless the ad is expired.',
});

export const submitProperty = endpoint({
  method: 'POST',
  path: '/api/website/property/:id/submit',
  access: ownerOf('property'),
  params: propertyIdParams,
  response: submitAnswer,
  otherAnswers: { 409: errorResponse },
  tags,
  summary: 'Send your draft: to review with moderation on, published with it off',
  description:
    'A new ad is a draft until its owner sends it; a draft of changes (see `startDraft`) replaces its ' +
    'ad’s texts, facts and photos when sent, and the answer’s `id` is that ad’s. The licence is ' +
    'claimed again. 409 unless the ad is a draft (docs/decisions/0032-drafts.md).',
});

export const startDraft = endpoint({
  method: 'POST',
  path: '/api/website/property/:id/draft',
  access: ownerOf('property'),
  params: propertyIdParams,
  response: draftAnswer,
  tags,
  summary: 'Start (or continue) changing your sent ad in a draft nobody else sees until you send it',
  description:
    'Answers the ad’s own id when it is itself a draft. The draft holds a copy of the ad’s texts, ' +
    'facts and photos; the ad stays as it is until the draft is sent (`submitProperty`).',
});

export const deleteProperty = endpoint({
  method: 'DELETE',
  path: '/api/website/property/:id',
  access: ownerOf('property'),
  params: propertyIdParams,
  status: 204,
  tags,
  summary: 'Delete your own ad',
  description:
    'Only the ad’s owner (anyone else gets 404): the ad goes with its details, favorites and photos. It ' +
    'cannot be undone.',
});

export const compareProperties = endpoint({
  method: 'GET',
  path: '/api/website/property/compare',
  access: anyone,
  query: compareQuery,
  response: comparison,
  tags,
  summary: 'Up to 4 public ads side by side (ids=1,2,3), with the facts of their category',
  description:
    'Ids that are not numbers, repeated, or more than 4 answer 422 with a message saying which. Ids of ads that are not (or no longer) public are listed in `missing`.',
});

export const propertiesByIds = endpoint({
  method: 'GET',
  path: '/api/website/property/by-ids',
  access: anyone,
  query: adsByIdsQuery,
  response: adCards,
  tags,
  summary: 'The cards of up to 20 public ads, in the order asked (a visitor’s recently viewed ads)',
  description:
    'For lists a device keeps itself, such as a signed-out visitor’s recently viewed ads: ids of ' +
    'ads that are not (or no longer) public are left out of the answer.',
});
