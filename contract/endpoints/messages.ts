import { endpoint, ownerOf, signedIn } from '../endpoint.js';
import {
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
