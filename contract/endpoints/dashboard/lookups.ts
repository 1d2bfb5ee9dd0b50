import { backOfficeResource } from '#contract/back-office-resource.js';
import {
  createLookupBody,
  dashboardLookup,
  dashboardLookupList,
  dashboardLookupQuery,
  updateLookupBody,
} from '#contract/dashboard/lookups.js';
import { idParams } from '#contract/id-params.js';

/* The eight lookup lists (regions hold their cities). */
const lookups = backOfficeResource({
  permissions: 'Lookups',
  path: '/api/dashboard/lookups',
  tags: ['Back-office: lookups'],
  idParams,
  writesMayConflict: true,
});

export const listLookups = lookups.list({
  query: dashboardLookupQuery,
  response: dashboardLookupList,
  summary: 'One lookup list with hidden entries and usage counts, in list order by default',
  description:
    'The entries of the list named by `Kind`, hidden ones included, paged (20 a page by default), ' +
    'each with both names and how many ads use it (and, for a region, how many cities it has); `ParentId`, ' +
    '`IsCity` and `IsHidden` narrow the list.',
});

export const getLookup = lookups.get({
  response: dashboardLookup,
  summary: 'One lookup entry',
  description:
    'One entry with both names, its list, its region or category, its place on the map, whether it ' +
    'is hidden, and its usage; 404 for an unknown id.',
});

export const createLookup = lookups.create({
  body: createLookupBody,
  response: dashboardLookup,
  summary: 'Add an entry to a list; names unique in the list (or the region), whatever the case',
  description:
    'Names in Arabic and English; a city names its region, a property type its category. A name the ' +
    'list (or the region) already has, in any letter case, is a 409. The change is recorded in the audit ' +
    'log.',
});

export const updateLookup = lookups.update({
  body: updateLookupBody,
  response: dashboardLookup,
  summary: 'Rename or change an entry; a used entry keeps its region and category',
  description:
    'A name already taken in the list is a 409, and so is moving an entry that ads use to another ' +
    'region or category. The change is recorded in the audit log.',
});

export const hideLookup = lookups.aboutOne('POST', 'hide', 'Update', {
  response: dashboardLookup,
  summary: 'Hide an entry from the website and the add-ad form; ads that use it keep showing it',
  description:
    'Filters and the add-ad form stop offering the entry; ads that use it keep showing it. The ' +
    'change is recorded in the audit log.',
});

export const showLookup = lookups.aboutOne('POST', 'show', 'Update', {
  response: dashboardLookup,
  summary: 'Show a hidden entry again',
  description: 'Filters and the add-ad form offer the entry again. The change is recorded in the audit log.',
});

export const deleteLookup = lookups.delete({
  summary: 'Delete an entry nothing uses (409 while ads use it or a region has cities)',
  description:
    'Refused with 409 while ads use the entry, while a region has cities, and for the built-in ' +
    'entries the site relies on: hide those instead. The change is recorded in the audit log.',
});
