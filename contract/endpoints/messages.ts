import { endpoint, ownerOf, signedIn } from '../endpoint.js';
import {
  confirmedClient,
  conversationList,
  messageItem,
  sendMessageBody,
  threadAnswer,
  threadParams,
  threadQuery,
} from '../messages.js';
import { pagingQuery } from '../paging.js';

const tags = ['Messages'] as const;

export const sendPropertyMessage = endpoint({
  method: 'POST',
  path: '/api/website/messages/sendPropertyMessage',
  access: signedIn,
  body: sendMessageBody,
  status: 201,
  response: messageItem,
  tags,
  summary:
    "Write to a published ad's owner; the owner answers someone who wrote about the ad with receiverId",
  description:
    'Without `receiverId` the message goes to the owner of a published ad. The owner ' +
    'answers with `receiverId`, whatever the ad’s status, but only someone who wrote about this ad; anyone ' +
    'else gets 404. The receiver is notified. At most 20 messages per sender in 10 minutes (429).',
});

export const listConversations = endpoint({
  method: 'GET',
  path: '/api/website/messages/getAll',
  access: signedIn,
  query: pagingQuery(),
  response: conversationList,
  tags,
  summary: "The caller's conversations (one per property and person), most recent first",
  description:
    'One row per ad and other person, paged: the last message, and how many messages the ' +
    'caller received there and has not read. Messages staff hid are left out.',
});

export const getThread = endpoint({
  method: 'GET',
  path: '/api/website/messages/getBySenderId/:senderId',
  access: ownerOf('conversation'),
  params: threadParams,
  query: threadQuery,
  response: threadAnswer,
  tags,
  summary: 'The conversation with that person about PropertyId, oldest first; marks it read',
  description:
    'Signed-in users who are in the conversation: the visible messages between the caller and `senderId` ' +
    'about `PropertyId`, oldest first, paged. Opening it marks what the caller received there read, with ' +
    'its notifications. Anyone else gets 404.',
});

export const confirmClient = endpoint({
  method: 'POST',
  path: '/api/website/messages/confirmClient/:senderId',
  access: ownerOf('conversation'),
  params: threadParams,
  query: threadQuery.pick({ PropertyId: true }),
  response: confirmedClient,
  tags,
  summary: "The ad's owner confirms the person of this conversation as a client: they may then review the ad",
  description:
    'Only the ad’s owner, in a conversation about that ad: records the other person as a client, who may ' +
    'then review the ad. Someone not in such a conversation gets 404; the other person (not the owner) ' +
    '403. Confirming again keeps the first date.',
});
