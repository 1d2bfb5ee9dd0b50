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

const tags = ['Messages'];

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
});

export const listConversations = endpoint({
  method: 'GET',
  path: '/api/website/messages/getAll',
  access: signedIn,
  query: pagingQuery(),
  response: conversationList,
  tags,
  summary: "The caller's conversations (one per property and person), most recent first",
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
});
