import { z } from 'zod';
import { writtenText } from './written-text.js';
import { MESSAGE_MAX_LENGTH } from './limits.js';
import { absentWhenEmpty, listEnvelope, pagingQuery } from './paging.js';
import { imageRef } from './properties.js';
import { openApiSchemas } from './openapi-registry.js';

const id = z.number({ error: 'propertyIdRequired' }).int().positive().max(2_147_483_647);

/** A required id in a query string (`PropertyId=12`). */
export const requiredQueryPropertyId = z
  .string({ error: 'propertyIdRequired' })
  .trim()
  .min(1, { error: 'propertyIdRequired', abort: true })
  .regex(/^\d{1,10}$/, 'fieldInvalid')
  .transform(Number)
  .pipe(z.number().int().positive('fieldInvalid').max(2_147_483_647, 'fieldInvalid'));

/**
 * api.md "Messages": without `receiverId` the message goes to the property's owner; the owner answers
 * someone who wrote about the property by naming them in `receiverId`.
 */
export const sendMessageBody = z.object({
  propertyId: id,
  message: writtenText({ error: 'messageRequired' })
    .min(1, { error: 'messageRequired', abort: true })
    .max(MESSAGE_MAX_LENGTH, 'messageTooLong'),
  receiverId: absentWhenEmpty(z.uuid('fieldInvalid')).nullable(),
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;

export const messageItem = z
  .object({
    id: z.number().int(),
    propertyId: z.number().int(),
    senderId: z.string(),
    receiverId: z.string(),
    body: z.string(),
    createdAt: z.iso.datetime(),
    /** Whether the receiver has opened the conversation since. */
    read: z.boolean(),
  })
  .register(openApiSchemas, { id: 'PropertyMessage' });
export type MessageItem = z.infer<typeof messageItem>;

export const conversationProperty = z.object({
  id: z.number().int(),
  title: z.string(),
  /** 1 residential, 2 industrial: which details page to open. */
  category: z.number().int(),
  coverImage: imageRef.nullable(),
});

export const conversationUser = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  imageUrl: z.string().nullable(),
});

export const conversationItem = z
  .object({
    property: conversationProperty,
    otherUser: conversationUser,
    lastMessage: messageItem,
    /** Messages the caller received in this conversation and has not opened yet. */
    unreadCount: z.number().int(),
  })
  .register(openApiSchemas, { id: 'Conversation' });
export type ConversationItem = z.infer<typeof conversationItem>;

export const conversationList = listEnvelope(conversationItem);

export const threadParams = z.object({ senderId: z.uuid('fieldInvalid') });
export const threadQuery = pagingQuery().extend({ PropertyId: requiredQueryPropertyId });
export type ThreadQuery = z.infer<typeof threadQuery>;

/** One conversation, oldest first, with the property and the other person for the page's header. */
export const threadAnswer = listEnvelope(messageItem).extend({
  property: conversationProperty,
  otherUser: conversationUser,
  /** For the ad's owner: whether they confirmed the other person as a client; null for the other person. */
  clientConfirmed: z.boolean().nullable(),
});
export type ThreadAnswer = z.infer<typeof threadAnswer>;

export { MESSAGE_MAX_LENGTH };

export const confirmedClient = z
  .object({ propertyId: z.number().int(), userId: z.string(), confirmedAt: z.iso.datetime() })
  .register(openApiSchemas, { id: 'ConfirmedClient' });
export type ConfirmedClient = z.infer<typeof confirmedClient>;
