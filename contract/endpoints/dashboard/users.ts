import { errorResponse } from '#contract/common.js';
import { moderationList, userPropertiesQuery } from '#contract/dashboard/properties.js';
import {
  dashboardUserDetail,
  dashboardUserList,
  userIdParams,
  userListQuery,
} from '#contract/dashboard/users.js';
import { endpoint, staffWith } from '#contract/endpoint.js';

const tags = ['Back-office: users'];
const conflict = { 409: errorResponse };

export const listUsers = endpoint({
  method: 'GET',
  path: '/api/dashboard/users',
  access: staffWith('Users.ReadList'),
  query: userListQuery,
  response: dashboardUserList,
  tags,
  summary: 'Website users, newest first by default; Query matches name, email or phone',
});

export const getUser = endpoint({
  method: 'GET',
  path: '/api/dashboard/users/:id',
  access: staffWith('Users.Read'),
  params: userIdParams,
  response: dashboardUserDetail,
  tags,
  summary: 'One user with their ads counted by status',
});

export const listUserProperties = endpoint({
  method: 'GET',
  path: '/api/dashboard/users/:id/properties',
  access: staffWith('Users.Read'),
  params: userIdParams,
  query: userPropertiesQuery,
  response: moderationList,
  tags,
  summary: "One user's ads in every status (the moderation list for this owner)",
});

export const blockUser = endpoint({
  method: 'POST',
  path: '/api/dashboard/users/:id/block',
  access: staffWith('Users.Update'),
  params: userIdParams,
  response: dashboardUserDetail,
  otherAnswers: conflict,
  tags,
  summary: 'Block a user: their sessions end at once and sign-in is refused',
});

export const unblockUser = endpoint({
  method: 'POST',
  path: '/api/dashboard/users/:id/unblock',
  access: staffWith('Users.Update'),
  params: userIdParams,
  response: dashboardUserDetail,
  otherAnswers: conflict,
  tags,
  summary: 'Let a blocked user sign in again',
});
