import { defineEvent } from '#server/lib/domain-events.js';

/**
 * A message about an ad was stored: announced in the sending transaction. `toOwner` tells an
 * inquirer's message to the ad's owner from the owner's answer to an inquirer.
 */
export const PROPERTY_MESSAGE_SENT = defineEvent<{
  messageId: number;
  propertyId: number;
  senderId: string;
  receiverId: string;
  toOwner: boolean;
}>('messages.sent');
