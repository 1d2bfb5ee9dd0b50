import { endpoint, ownerOf, signedIn } from '../endpoint.js';
import {
  adInsights,
  insightAdList,
  insightAdParams,
  insightsSummary,
  myInsightAdsQuery,
  myInsightsQuery,
  officeInsightAdParams,
  officeInsightAdsQuery,
  officeInsightsQuery,
} from '../insights.js';
import { officeIdParams } from '../offices.js';

const tags = ['Insights'] as const;
const MINE = '/api/website/my-insights';
const OFFICE = '/api/website/offices/:id/insights';

const counted =
  'Each kind counts a visitor once per ad per day: closed days from the daily roll-up, today (and any ' +
  'day not rolled up yet) from the raw events. `days` is 7, 30 (the default) or 90 days ending today (UTC).';
const officeOnly =
  "Only the office's owner and managers; anyone else, its agents included, gets 404. `agentId` narrows " +
  'to the ads one of its people posted.';
const rows =
  'Paged (`PageSize` up to 100, `PageNumber` from 0) and sorted by `SortBy`: a kind (most first, the ' +
  'default `view`) or `newest`. Each row carries its rank among similar published ads (ADR 0040), ' +
  'null for an ad not published at the last daily computation.';
const csv =
  'A CSV file (UTF-8 with a byte order mark, so spreadsheet programs read Arabic; RFC 4180 quoting) ' +
  'of every ad of the list with its counts over the period, as an attachment.';

export const getMyInsights = endpoint({
  method: 'GET',
  path: MINE,
  access: signedIn,
  query: myInsightsQuery,
  response: insightsSummary,
  tags,
  summary: "How the caller's ads performed: totals, the period before, and every day",
  description: `The ads the caller posted, in any status. ${counted}`,
});

export const listMyInsightAds = endpoint({
  method: 'GET',
  path: `${MINE}/ads`,
  access: signedIn,
  query: myInsightAdsQuery,
  response: insightAdList,
  tags,
  summary: "Each of the caller's ads with its counts over the period and its rank among similar ads",
  description: `${rows} ${counted}`,
});

export const exportMyInsights = endpoint({
  method: 'GET',
  path: `${MINE}/export`,
  access: signedIn,
  query: myInsightsQuery,
  produces: ['text/csv'],
  tags,
  summary: "The caller's ads with their counts over the period, as a CSV file",
  description: csv,
});

export const getMyAdInsights = endpoint({
  method: 'GET',
  path: `${MINE}/ads/:propertyId`,
  access: ownerOf('property'),
  params: insightAdParams,
  query: myInsightsQuery,
  response: adInsights,
  tags,
  summary: 'One ad of the caller: its counts, the period before, every day, and its rank',
  description: `Only the ad's owner (404 for anyone else; an office's managers read it under the office). ${counted}`,
});

export const getOfficeInsights = endpoint({
  method: 'GET',
  path: OFFICE,
  access: ownerOf('office'),
  params: officeIdParams,
  query: officeInsightsQuery,
  response: insightsSummary,
  tags,
  summary: "How the office's ads performed: totals, the period before, and every day",
  description: `${officeOnly} ${counted}`,
});

export const listOfficeInsightAds = endpoint({
  method: 'GET',
  path: `${OFFICE}/ads`,
  access: ownerOf('office'),
  params: officeIdParams,
  query: officeInsightAdsQuery,
  response: insightAdList,
  tags,
  summary: "Each of the office's ads with its counts over the period and its rank among similar ads",
  description: `${officeOnly} ${rows}`,
});

export const exportOfficeInsights = endpoint({
  method: 'GET',
  path: `${OFFICE}/export`,
  access: ownerOf('office'),
  params: officeIdParams,
  query: officeInsightsQuery,
  produces: ['text/csv'],
  tags,
  summary: "The office's ads with their counts over the period, as a CSV file",
  description: `${officeOnly} ${csv}`,
});

export const getOfficeAdInsights = endpoint({
  method: 'GET',
  path: `${OFFICE}/ads/:propertyId`,
  access: ownerOf('office'),
  params: officeInsightAdParams,
  query: myInsightsQuery,
  response: adInsights,
  tags,
  summary: "One of the office's ads: its counts, the period before, every day, and its rank",
  description: `${officeOnly.split(';')[0]}; an ad not posted for the office is a 404. ${counted}`,
});
