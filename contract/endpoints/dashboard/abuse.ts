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
const reviewTags = ['Back-office: reviews'];
const messageTags = ['Back-office: property messages'];
const conflict = { 409: errorResponse };

export const listReviews = endpoint({
  method: 'GET',
  path: '/api/dashboard/reviews',
  access: staffWith('Ratings.ReadList'),
  query: dashboardReviewListQuery,
  response: dashboardReviewList,
  tags: reviewTags,
  summary: 'Every review, hidden ones included; Query matches the comment or the author',
});

export const listMessages = endpoint({
  method: 'GET',
  path: '/api/dashboard/messages',
  access: staffWith('Comments.ReadList'),
  query: dashboardMessageListQuery,
  response: dashboardMessageList,
  tags: messageTags,
  summary: 'Every property message, hidden ones included; Query matches the text or either person',
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
});
