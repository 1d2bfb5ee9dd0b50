import { react } from '#server/lib/domain-events.js';
import { NOTIFICATIONS_CREATED } from '../notifications/index.js';
import { queuePushes } from './push-queue.js';

/** Every new notification is pushed to its receiver's subscribed browsers. */
export function connectPushReactions(): void {
  react(NOTIFICATIONS_CREATED, 'push', queuePushes);
}
