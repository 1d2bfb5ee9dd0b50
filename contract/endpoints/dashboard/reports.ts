import { errorResponse } from '#contract/common.js';
import {
  reportDecisionBody,
  reportedItem,
  reportedItemParams,
  reportQueue,
  reportQueueQuery,
} from '#contract/dashboard/reports.js';
import { endpoint, staffWith } from '#contract/endpoint.js';

const tags = ['Back-office: reports'] as const;

export const listReports = endpoint({
  method: 'GET',
  path: '/api/dashboard/reports',
  access: staffWith('Reports.ReadList'),
  query: reportQueueQuery,
  response: reportQueue,
  tags,
  summary: 'Reported ads, reviews and messages, one row per item with its counts per reason',
  description:
    'One row per reported ad, review or message, with its reports counted per reason, paged; `Kind` ' +
    'and `State` (open or decided) narrow the list.',
});

export const decideReport = endpoint({
  method: 'POST',
  path: '/api/dashboard/reports/:kind/:id/decide',
  access: staffWith('Reports.Update'),
  params: reportedItemParams,
  body: reportDecisionBody,
  response: reportedItem,
  otherAnswers: { 409: errorResponse },
  tags,
  summary:
    'Dismiss the open reports of an item, or act on them: hide the review or message, send the ad back to review',
  description:
    'Resolves every open report of the item, audited. An ad held by reports is published again when dismissed; ' +
    'acting keeps it pending review (a published ad is sent back to review). 409 when nothing is open.',
});
