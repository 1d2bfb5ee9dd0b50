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
const tags = ['Back-office: lookups'] as const;
const conflict = { 409: errorResponse };

export const listLookups = endpoint({
  method: 'GET',
  path: '/api/dashboard/lookups',
  access: staffWith('Lookups.ReadList'),
  query: dashboardLookupQuery,
  response: dashboardLookupList,
  tags,
  summary: 'One lookup list with hidden entries and usage counts, in list order by default',
  description:
    'The entries of the list named by `Kind`, hidden ones included, paged (20 a page by default), ' +
    'each with both names and how many ads use it (and, for a region, how many cities it has); `ParentId`, ' +
    '`IsCity` and `IsHidden` narrow the list.',
});

export const getLookup = endpoint({
  method: 'GET',
  path: '/api/dashboard/lookups/:id',
  access: staffWith('Lookups.Read'),
  params: lookupIdParams,
  response: dashboardLookup,
  tags,
  summary: 'One lookup entry',
  description:
    'One entry with both names, its list, its region or category, its place on the map, whether it ' +
    'is hidden, and its usage; 404 for an unknown id.',
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
  description:
    'Names in Arabic and English; a city names its region, a property type its category. A name the ' +
    'list (or the region) already has, in any letter case, is a 409. The change is recorded in the audit ' +
    'log.',
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
  description:
    'A name already taken in the list is a 409, and so is moving an entry that ads use to another ' +
    'region or category. The change is recorded in the audit log.',
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
  description:
    'Filters and the add-ad form stop offering the entry; ads that use it keep showing it. The ' +
    'change is recorded in the audit log.',
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
  description: 'Filters and the add-ad form offer the entry again. The change is recorded in the audit log.',
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
  description:
    'Refused with 409 while ads use the entry, while a region has cities, and for the built-in ' +
    'entries the site relies on: hide those instead. The change is recorded in the audit log.',
});
