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
const tags = ['Back-office: notifications'];

export const previewBroadcast = endpoint({
  method: 'POST',
  path: '/api/dashboard/notifications/broadcast/preview',
  access: staffWith('Notifications.Broadcast'),
  body: broadcastPreviewBody,
  response: broadcastPreviewAnswer,
  tags,
  summary: 'How many users a broadcast to this segment reaches now (blocked users never)',
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
});

export const listBroadcasts = endpoint({
  method: 'GET',
  path: '/api/dashboard/notifications/broadcasts',
  access: staffWith('Notifications.ReadList'),
  query: broadcastListQuery,
  response: broadcastList,
  tags,
  summary: 'The broadcasts sent, newest first (read from the audit log)',
});
