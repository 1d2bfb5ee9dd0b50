/**
 * The only writer of notifications, their texts and their live delivery. What other modules may
 * use of it; the rest is its own.
 */
export { createNotifications, type NewNotification } from './create-notifications.js';
export {
  notifyAdApproved,
  notifyAdChangesRequested,
  notifyAdHeldForReports,
  notifyAdRejected,
  notifyAdSuspended,
  notifyAdsExpired,
  notifyAdsExpiring,
  notifyMessage,
  notifyNewReview,
  notifyPriceDrop,
  readConversationNotices,
} from './events.js';
export { createNotificationHub, type NotificationHub } from './live-hub.js';
export { NOTIFICATIONS_CREATED } from './notifications-created.js';
export { notifiedProperty, type Tx } from './notified-property.js';
export { renderNotification, savedSearchLinksOf } from './render.js';
export { notificationRoutes } from './routes.js';
export { announceRevocation } from './session-revocation.js';
