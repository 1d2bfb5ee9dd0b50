import { errorResponse } from '#contract/common.js';
import {
  broadcastAnswer,
  broadcastBody,
  broadcastList,
  broadcastListQuery,
  broadcastPreviewAnswer,
  broadcastPreviewBody,
} from '#contract/dashboard/notifications.js';
import { endpoint, staffWith } from '#contract/endpoint.js';

/* Notifications sent by staff to many users at once. */
const tags = ['Back-office: notifications'] as const;

export const previewBroadcast = endpoint({
  method: 'POST',
  path: '/api/dashboard/notifications/broadcast/preview',
  access: staffWith('Notifications.Broadcast'),
  body: broadcastPreviewBody,
  response: broadcastPreviewAnswer,
  tags,
  summary: 'How many users a broadcast to this segment reaches now (blocked users never)',
  description:
    'Counts the users a segment reaches now: everyone, advertisers, the users of a region, or those ' +
    'who joined since a date. Send the count back as `expectedCount` with the broadcast.',
});

export const sendBroadcast = endpoint({
  method: 'POST',
  path: '/api/dashboard/notifications/broadcast',
  access: staffWith('Notifications.Broadcast'),
  body: broadcastBody,
  response: broadcastAnswer,
  otherAnswers: { 409: errorResponse },
  tags,
  summary:
    'Notify every user of a segment, in their language; refused (409) when expectedCount is not the current count or the same text was sent in the last 10 minutes',
  description:
    'Each user of the segment gets the notification in their language, by a background job; the ' +
    'answer says how many it reaches. 409 when the segment no longer has `expectedCount` users (preview ' +
    'again) or the same text went out in the last 10 minutes. The change is recorded in the audit log.',
});

export const listBroadcasts = endpoint({
  method: 'GET',
  path: '/api/dashboard/notifications/broadcasts',
  access: staffWith('Notifications.ReadList'),
  query: broadcastListQuery,
  response: broadcastList,
  tags,
  summary: 'The broadcasts sent, newest first (read from the audit log)',
  description:
    'The broadcasts sent, with who sent them, when, their texts, segment and how many users they ' +
    'reached, paged.',
});
