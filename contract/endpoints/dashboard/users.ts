import { errorResponse } from '#contract/common.js';
import { moderationList, userPropertiesQuery } from '#contract/dashboard/properties.js';
import {
  dashboardUserDetail,
  dashboardUserList,
  userIdParams,
  userListQuery,
} from '#contract/dashboard/users.js';
import { endpoint, staffWith } from '#contract/endpoint.js';

const tags = ['Back-office: users'] as const;
const conflict = { 409: errorResponse };

export const listUsers = endpoint({
  method: 'GET',
  path: '/api/dashboard/users',
  access: staffWith('Users.ReadList'),
  query: userListQuery,
  response: dashboardUserList,
  tags,
  summary: 'Website users, newest first by default; Query matches name, email or phone',
  description:
    'Website accounts, paged, with how many ads each has and whether it is blocked; `IsBlocked` ' +
    'narrows the list.',
});

export const getUser = endpoint({
  method: 'GET',
  path: '/api/dashboard/users/:id',
  access: staffWith('Users.Read'),
  params: userIdParams,
  response: dashboardUserDetail,
  tags,
  summary: 'One user with their ads counted by status',
  description:
    'The account’s profile, when it joined, whether it is blocked, its open sessions, and its ads ' +
    'counted by status; 404 for an unknown id.',
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
  description: 'Staff. The same list as the moderation list, narrowed to this user’s ads, paged.',
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
  description:
    'The user’s sessions and notification streams end at once, and signing in or refreshing a token ' +
    'is refused until they are unblocked; their ads stay as they are. The change is recorded in the audit ' +
    'log.',
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
  description: 'Staff. The user may sign in again. The change is recorded in the audit log.',
});
