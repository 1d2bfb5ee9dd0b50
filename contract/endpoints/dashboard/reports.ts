import { backOfficeResource } from '#contract/back-office-resource.js';
import {
  reportDecisionBody,
  reportedItem,
  reportedItemParams,
  reportQueue,
  reportQueueQuery,
} from '#contract/dashboard/reports.js';

/* Reported ads, reviews and messages, each item named by its kind and id. */
const reports = backOfficeResource({
  permissions: 'Reports',
  path: '/api/dashboard/reports',
  item: ':kind/:id',
  tags: ['Back-office: reports'],
  idParams: reportedItemParams,
  writesMayConflict: true,
});

export const listReports = reports.list({
  query: reportQueueQuery,
  response: reportQueue,
  summary: 'Reported ads, reviews and messages, one row per item with its counts per reason',
  description:
    'One row per reported ad, review or message, with its reports counted per reason, paged; `Kind` ' +
    'and `State` (open or decided) narrow the list.',
});

export const decideReport = reports.aboutOne('POST', 'decide', 'Update', {
  body: reportDecisionBody,
  response: reportedItem,
  summary:
    'Dismiss the open reports of an item, or act on them: hide the review or message, send the ad back to review',
  description:
    'Resolves every open report of the item, audited. An ad held by reports is published again when dismissed; ' +
    'acting keeps it pending review (a published ad is sent back to review). 409 when nothing is open.',
});
