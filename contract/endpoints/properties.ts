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

const tags = ['Properties'];

/** Published ads, of both categories or of one. */
const publishedAds = <const P extends string>(path: P, summary: string) =>
  endpoint({
    method: 'GET',
    path,
    access: anyone,
    query: propertyListQuery,
    response: searchResults,
    tags,
    summary,
  });

export const listProperties = publishedAds(
  '/api/website/property/GetAllMainProperty',
  'Published ads of both categories',
);
export const listResidences = publishedAds(
  '/api/website/property/getallresidence',
  'Published residential ads',
);
/** The same list under the path's original spelling. */
export const listRecidences = publishedAds(
  '/api/website/property/getallrecidence',
  'Published residential ads (original spelling)',
);
export const listIndustries = publishedAds(
  '/api/website/property/getallindustry',
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
});

/** One ad, of either category or of one. */
const oneAd = <const P extends string>(path: P) =>
  endpoint({
    method: 'GET',
    path,
    access: anyone,
    params: propertyIdParams,
    response: propertyDetail,
    tags,
    summary: 'One ad; 404 when it is of the other category or not visible to the caller',
  });

export const getProperty = oneAd('/api/website/property/GetById/:id');
export const getResidence = oneAd('/api/website/property/GetRecidenceById/:id');
export const getIndustry = oneAd('/api/website/property/GetIndustryById/:id');

export const setFavorite = endpoint({
  method: 'POST',
  path: '/api/website/property/set-favorite',
  access: signedIn,
  body: setFavoriteBody,
  response: setFavoriteResponse,
  tags,
});

export const listFavorites = endpoint({
  method: 'GET',
  path: '/api/website/property/getallfavorite',
  access: signedIn,
  query: pagingQuery(),
  response: propertyList,
  tags,
});

export const listOwnProperties = endpoint({
  method: 'GET',
  path: '/api/website/property/getall',
  access: signedIn,
  query: ownListQuery,
  response: ownPropertyList,
  tags,
  summary: "The caller's own ads in every status",
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
  tags,
  summary: 'Add photos: multipart field "propertyId" and one or more "files" (JPEG/PNG/WebP, 10 MB each)',
});

export const deleteMedia = endpoint({
  method: 'DELETE',
  path: '/api/website/property/media/:mediaId',
  access: ownerOf('media'),
  params: mediaIdParams,
  status: 204,
  tags,
});

export const reorderMedia = endpoint({
  method: 'PUT',
  path: '/api/website/property/:id/media-order',
  access: ownerOf('property'),
  params: propertyIdParams,
  body: mediaOrderBody,
  response: mediaList,
  tags,
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
});
