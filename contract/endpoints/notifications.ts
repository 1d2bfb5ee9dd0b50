import { MAX_NOTIFICATION_REPLAY, MAX_STREAMS_PER_USER } from '../limits.js';
import { anyone, endpoint, ownerOf, signedIn } from '../endpoint.js';
import {
  notificationList,
  notificationsQuery,
  pushPublicKeyAnswer,
  pushSubscriptionBody,
  readNotificationsAnswer,
  readNotificationsBody,
  removePushSubscriptionBody,
} from '../notifications.js';

const tags = ['Notifications'] as const;

export const listNotifications = endpoint({
  method: 'GET',
  path: '/api/website/notifications/GetAll',
  access: signedIn,
  query: notificationsQuery,
  response: notificationList,
  tags,
  summary: "The caller's notifications, newest first (4 a page by default), with unreadCount",
  description:
    'The caller’s own notifications (messages, reviews, price drops, moderation decisions, expiry ' +
    'reminders, saved search alerts, staff broadcasts), paged, texts in the request’s language, with how ' +
    'many are unread.',
});

export const readNotifications = endpoint({
  method: 'PUT',
  path: '/api/website/notifications/readNotification',
  access: ownerOf('notification'),
  body: readNotificationsBody,
  response: readNotificationsAnswer,
  tags,
  summary: 'Mark notifications read; ids of other users are ignored',
  description:
    'Marks the listed notifications of the caller read and answers how many were unread; ' +
    'ids of other users’ notifications are ignored, so the answer tells nothing of them.',
});

export const notificationStream = endpoint({
  method: 'GET',
  path: '/api/website/notifications/stream',
  access: signedIn,
  produces: ['text/event-stream'],
  tags,
  summary: "The caller's new notifications as server-sent events",
  description:
    '`text/event-stream`. Each event: `id: <notification id>`, `event: notification`, `data:` one ' +
    'item exactly as GetAll writes it, in the language of `Accept-Language`. Comment lines ' +
    '(`: heartbeat`) keep an idle connection open. Reconnect with `Last-Event-ID` to receive the ' +
    `notifications created after that id (the newest ${MAX_NOTIFICATION_REPLAY} at most). The stream ends when ` +
    'the bearer token expires: reconnect with a fresh token. At most ' +
    `${MAX_STREAMS_PER_USER} streams per user at once (429 beyond).`,
});

export const pushPublicKey = endpoint({
  method: 'GET',
  path: '/api/website/notifications/push-public-key',
  access: anyone,
  response: pushPublicKeyAnswer,
  tags,
  summary: 'The VAPID public key to subscribe with (applicationServerKey, base64url)',
  description:
    'The key a browser passes as `applicationServerKey` to `PushManager.subscribe()` before saving ' +
    'the subscription with `push-subscription`.',
});

export const savePushSubscription = endpoint({
  method: 'POST',
  path: '/api/website/notifications/push-subscription',
  access: signedIn,
  body: pushSubscriptionBody,
  status: 204,
  tags,
  summary: "Save this browser's Web Push subscription for the caller's session",
  description:
    'Body: `{ subscription }` as `PushSubscription.toJSON()` gives it. The endpoint must be https on ' +
    'a known push service. Pushes stop when the session ends (logout).',
});

export const removePushSubscription = endpoint({
  method: 'DELETE',
  path: '/api/website/notifications/push-subscription',
  access: ownerOf('push-subscription'),
  body: removePushSubscriptionBody,
  status: 204,
  tags,
  summary: "Forget this browser's subscription (notifications turned off); unknown ones change nothing",
  description:
    'Signed-in users, on their own subscription: send `{ endpoint }` of the subscription to forget. ' +
    'Unknown endpoints change nothing, so it is safe to call twice.',
});
