import { backOfficeResource } from '#contract/back-office-resource.js';
import { moderationList, userPropertiesQuery } from '#contract/dashboard/properties.js';
import {
  dashboardUserDetail,
  dashboardUserList,
  userIdParams,
  userListQuery,
} from '#contract/dashboard/users.js';

const users = backOfficeResource({
  permissions: 'Users',
  path: '/api/dashboard/users',
  tags: ['Back-office: users'],
  idParams: userIdParams,
  writesMayConflict: true,
});

export const listUsers = users.list({
  query: userListQuery,
  response: dashboardUserList,
  summary: 'Website users, newest first by default; Query matches name, email or phone',
  description:
    'Website accounts, paged, with how many ads each has and whether it is blocked; `IsBlocked` ' +
    'narrows the list.',
});

export const getUser = users.get({
  response: dashboardUserDetail,
  summary: 'One user with their ads counted by status',
  description:
    'The account’s profile, when it joined, whether it is blocked, its open sessions, and its ads ' +
    'counted by status; 404 for an unknown id.',
});

export const listUserProperties = users.aboutOne('GET', 'properties', 'Read', {
  query: userPropertiesQuery,
  response: moderationList,
  summary: "One user's ads in every status (the moderation list for this owner)",
  description: 'Staff. The same list as the moderation list, narrowed to this user’s ads, paged.',
});

export const blockUser = users.aboutOne('POST', 'block', 'Update', {
  response: dashboardUserDetail,
  summary: 'Block a user: their sessions end at once and sign-in is refused',
  description:
    'The user’s sessions and notification streams end at once, and signing in or refreshing a token ' +
    'is refused until they are unblocked; their ads stay as they are. The change is recorded in the audit ' +
    'log.',
});

export const unblockUser = users.aboutOne('POST', 'unblock', 'Update', {
  response: dashboardUserDetail,
  summary: 'Let a blocked user sign in again',
  description: 'Staff. The user may sign in again. The change is recorded in the audit log.',
});
