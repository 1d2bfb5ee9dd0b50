import { errorResponse } from '#contract/common.js';
import {
  abuseIdParams,
  dashboardMessage,
  dashboardMessageList,
  dashboardMessageListQuery,
  dashboardReview,
  dashboardReviewList,
  dashboardReviewListQuery,
  hideBody,
} from '#contract/dashboard/abuse.js';
import { endpoint, staffWith } from '#contract/endpoint.js';

/*
 * Hiding abusive reviews and property messages. The catalogue has no Update for Ratings and
 * Comments: hiding is a reversible delete, so it takes their Delete permission.
 */
const reviewTags = ['Back-office: reviews'] as const;
const messageTags = ['Back-office: property messages'] as const;
const conflict = { 409: errorResponse };

export const listReviews = endpoint({
  method: 'GET',
  path: '/api/dashboard/reviews',
  access: staffWith('Ratings.ReadList'),
  query: dashboardReviewListQuery,
  response: dashboardReviewList,
  tags: reviewTags,
  summary: 'Every review, hidden ones included; Query matches the comment or the author',
  description:
    'Every review of every ad, paged and newest first by default, with whether and why it is ' +
    'hidden; `PropertyId` and `Hidden` narrow the list.',
});

export const listMessages = endpoint({
  method: 'GET',
  path: '/api/dashboard/messages',
  access: staffWith('Comments.ReadList'),
  query: dashboardMessageListQuery,
  response: dashboardMessageList,
  tags: messageTags,
  summary: 'Every property message, hidden ones included; Query matches the text or either person',
  description:
    'Every message about an ad between two people, paged and newest first by default, with whether ' +
    'and why it is hidden; `PropertyId`, `UserId` (sender or receiver) and `Hidden` narrow the list.',
});

export const hideReview = endpoint({
  method: 'POST',
  path: '/api/dashboard/reviews/:id/hide',
  access: staffWith('Ratings.Delete'),
  params: abuseIdParams,
  body: hideBody,
  response: dashboardReview,
  otherAnswers: conflict,
  tags: reviewTags,
  summary: 'Hide an abusive review from the website and from the ad’s rating',
  description:
    'The review stays stored but leaves the ad’s page and its average rating; an optional `reason` ' +
    '(up to 500 characters) is kept. Hiding a hidden review changes nothing. The change is recorded in the ' +
    'audit log.',
});

export const hideMessage = endpoint({
  method: 'POST',
  path: '/api/dashboard/messages/:id/hide',
  access: staffWith('Comments.Delete'),
  params: abuseIdParams,
  body: hideBody,
  response: dashboardMessage,
  otherAnswers: conflict,
  tags: messageTags,
  summary: 'Hide an abusive message from both people’s inbox and thread',
  description:
    'The message stays stored but leaves both people’s conversation and inbox; an optional `reason` ' +
    '(up to 500 characters) is kept. Hiding it twice changes nothing. The change is recorded in the audit ' +
    'log.',
});

export const unhideReview = endpoint({
  method: 'POST',
  path: '/api/dashboard/reviews/:id/unhide',
  access: staffWith('Ratings.Delete'),
  params: abuseIdParams,
  response: dashboardReview,
  otherAnswers: conflict,
  tags: reviewTags,
  summary: 'Show a hidden review again',
  description:
    'The review counts again in the ad’s page and rating. Showing a visible review changes nothing. ' +
    'The change is recorded in the audit log.',
});

export const unhideMessage = endpoint({
  method: 'POST',
  path: '/api/dashboard/messages/:id/unhide',
  access: staffWith('Comments.Delete'),
  params: abuseIdParams,
  response: dashboardMessage,
  otherAnswers: conflict,
  tags: messageTags,
  summary: 'Show a hidden message again',
  description:
    'The message is back in both people’s conversation. Showing a visible message changes nothing. ' +
    'The change is recorded in the audit log.',
});
