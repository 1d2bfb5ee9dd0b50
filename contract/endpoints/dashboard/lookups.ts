import { errorResponse } from '#contract/common.js';
import {
  createLookupBody,
  dashboardLookup,
  dashboardLookupList,
  dashboardLookupQuery,
  lookupIdParams,
  updateLookupBody,
} from '#contract/dashboard/lookups.js';
import { endpoint, staffWith } from '#contract/endpoint.js';

/* The eight lookup lists (regions hold their cities). */
const tags = ['Back-office: lookups'];
const conflict = { 409: errorResponse };

export const listLookups = endpoint({
  method: 'GET',
  path: '/api/dashboard/lookups',
  access: staffWith('Lookups.ReadList'),
  query: dashboardLookupQuery,
  response: dashboardLookupList,
  tags,
  summary: 'One lookup list with hidden entries and usage counts, in list order by default',
});

export const getLookup = endpoint({
  method: 'GET',
  path: '/api/dashboard/lookups/:id',
  access: staffWith('Lookups.Read'),
  params: lookupIdParams,
  response: dashboardLookup,
  tags,
  summary: 'One lookup entry',
});

export const createLookup = endpoint({
  method: 'POST',
  path: '/api/dashboard/lookups',
  access: staffWith('Lookups.Create'),
  body: createLookupBody,
  status: 201,
  response: dashboardLookup,
  otherAnswers: conflict,
  tags,
  summary: 'Add an entry to a list; names unique in the list (or the region), whatever the case',
});

export const updateLookup = endpoint({
  method: 'PUT',
  path: '/api/dashboard/lookups/:id',
  access: staffWith('Lookups.Update'),
  params: lookupIdParams,
  body: updateLookupBody,
  response: dashboardLookup,
  otherAnswers: conflict,
  tags,
  summary: 'Rename or change an entry; a used entry keeps its region and category',
});

export const hideLookup = endpoint({
  method: 'POST',
  path: '/api/dashboard/lookups/:id/hide',
  access: staffWith('Lookups.Update'),
  params: lookupIdParams,
  response: dashboardLookup,
  otherAnswers: conflict,
  tags,
  summary: 'Hide an entry from the website and the add-ad form; ads that use it keep showing it',
});

export const showLookup = endpoint({
  method: 'POST',
  path: '/api/dashboard/lookups/:id/show',
  access: staffWith('Lookups.Update'),
  params: lookupIdParams,
  response: dashboardLookup,
  otherAnswers: conflict,
  tags,
  summary: 'Show a hidden entry again',
});

export const deleteLookup = endpoint({
  method: 'DELETE',
  path: '/api/dashboard/lookups/:id',
  access: staffWith('Lookups.Delete'),
  params: lookupIdParams,
  status: 204,
  otherAnswers: conflict,
  tags,
  summary: 'Delete an entry nothing uses (409 while ads use it or a region has cities)',
});
