import { backOfficeResource } from '#contract/back-office-resource.js';
import {
  dashboardMessage,
  dashboardMessageList,
  dashboardMessageListQuery,
  dashboardReview,
  dashboardReviewList,
  dashboardReviewListQuery,
  hideBody,
} from '#contract/dashboard/abuse.js';
import { idParams } from '#contract/id-params.js';

/*
 * Hiding abusive reviews and property messages. The catalogue has no Update for Ratings and
 * Comments: hiding is a reversible delete, so it takes their Delete permission.
 */
const reviews = backOfficeResource({
  permissions: 'Ratings',
  path: '/api/dashboard/reviews',
  tags: ['Back-office: reviews'],
  idParams,
  writesMayConflict: true,
});
const messages = backOfficeResource({
  permissions: 'Comments',
  path: '/api/dashboard/messages',
  tags: ['Back-office: property messages'],
  idParams,
  writesMayConflict: true,
});

export const listReviews = reviews.list({
  query: dashboardReviewListQuery,
  response: dashboardReviewList,
  summary: 'Every review, hidden ones included; Query matches the comment or the author',
  description:
    'Every review of every ad, paged and newest first by default, with whether and why it is ' +
    'hidden; `PropertyId` and `Hidden` narrow the list.',
});

export const listMessages = messages.list({
  query: dashboardMessageListQuery,
  response: dashboardMessageList,
  summary: 'Every property message, hidden ones included; Query matches the text or either person',
  description:
    'Every message about an ad between two people, paged and newest first by default, with whether ' +
    'and why it is hidden; `PropertyId`, `UserId` (sender or receiver) and `Hidden` narrow the list.',
});

export const hideReview = reviews.aboutOne('POST', 'hide', 'Delete', {
  body: hideBody,
  response: dashboardReview,
  summary: 'Hide an abusive review from the website and from the ad’s rating',
  description:
    'The review stays stored but leaves the ad’s page and its average rating; an optional `reason` ' +
    '(up to 500 characters) is kept. Hiding a hidden review changes nothing. The change is recorded in the ' +
    'audit log.',
});

export const hideMessage = messages.aboutOne('POST', 'hide', 'Delete', {
  body: hideBody,
  response: dashboardMessage,
  summary: 'Hide an abusive message from both people’s inbox and thread',
  description:
    'The message stays stored but leaves both people’s conversation and inbox; an optional `reason` ' +
    '(up to 500 characters) is kept. Hiding it twice changes nothing. The change is recorded in the audit ' +
    'log.',
});

export const unhideReview = reviews.aboutOne('POST', 'unhide', 'Delete', {
  response: dashboardReview,
  summary: 'Show a hidden review again',
  description:
    'The review counts again in the ad’s page and rating. Showing a visible review changes nothing. ' +
    'The change is recorded in the audit log.',
});

export const unhideMessage = messages.aboutOne('POST', 'unhide', 'Delete', {
  response: dashboardMessage,
  summary: 'Show a hidden message again',
  description:
    'The message is back in both people’s conversation. Showing a visible message changes nothing. ' +
    'The change is recorded in the audit log.',
});
