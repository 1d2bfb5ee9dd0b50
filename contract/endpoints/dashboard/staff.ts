import { errorResponse } from '#contract/common.js';
import {
  createStaffBody,
  staffIdParams,
  staffList,
  staffListQuery,
  staffMember,
  updateStaffBody,
} from '#contract/dashboard/staff.js';
import { endpoint, staffWith } from '#contract/endpoint.js';

const tags = ['Back-office: staff'] as const;
const conflict = { 409: errorResponse };

export const listStaff = endpoint({
  method: 'GET',
  path: '/api/dashboard/staff',
  access: staffWith('Staff.ReadList'),
  query: staffListQuery,
  response: staffList,
  tags,
  summary: 'Staff members, newest first by default; Query matches name or email',
  description:
    'Back-office accounts, paged, with their role and whether they are blocked; `RoleId` and ' +
    '`IsBlocked` narrow the list.',
});

export const createStaff = endpoint({
  method: 'POST',
  path: '/api/dashboard/staff',
  access: staffWith('Staff.Create'),
  body: createStaffBody,
  status: 201,
  response: staffMember,
  otherAnswers: conflict,
  tags,
  summary: 'Add a staff member in a role the caller may give',
  description:
    'Name, email (unique: 409 otherwise), optional phone, a role the caller holds every permission ' +
    'of (403 otherwise), and a password that follows the password policy. The change is recorded in the ' +
    'audit log.',
});

export const getStaff = endpoint({
  method: 'GET',
  path: '/api/dashboard/staff/:id',
  access: staffWith('Staff.Read'),
  params: staffIdParams,
  response: staffMember,
  tags,
  summary: 'One staff member',
  description: 'Staff. One staff member with their role; 404 for an unknown id.',
});

export const updateStaff = endpoint({
  method: 'PUT',
  path: '/api/dashboard/staff/:id',
  access: staffWith('Staff.Update'),
  params: staffIdParams,
  body: updateStaffBody,
  response: staffMember,
  otherAnswers: conflict,
  tags,
  summary: 'Change name, email, phone, role or password (a new password ends their sessions)',
  description:
    'A taken email is a 409; changing one’s own role or password here is a 409 too (use change-password). ' +
    'The caller must hold every permission of the member’s role (403 otherwise). A new password ends the ' +
    'member’s sessions. The change is recorded in the audit log.',
});

export const deleteStaff = endpoint({
  method: 'DELETE',
  path: '/api/dashboard/staff/:id',
  access: staffWith('Staff.Delete'),
  params: staffIdParams,
  status: 204,
  otherAnswers: conflict,
  tags,
  summary: 'Delete a staff member (not oneself)',
  description:
    'Not one’s own account (409). The caller must hold every permission of the member’s role (403 ' +
    'otherwise). Their sessions end at once. The change is recorded in the audit log.',
});

export const blockStaff = endpoint({
  method: 'POST',
  path: '/api/dashboard/staff/:id/block',
  access: staffWith('Staff.Update'),
  params: staffIdParams,
  response: staffMember,
  otherAnswers: conflict,
  tags,
  summary: 'Block a staff member: their sessions end at once and sign-in is refused',
  description:
    'Not one’s own account (409). The caller must hold every permission of the member’s role (403 ' +
    'otherwise). The change is recorded in the audit log.',
});

export const unblockStaff = endpoint({
  method: 'POST',
  path: '/api/dashboard/staff/:id/unblock',
  access: staffWith('Staff.Update'),
  params: staffIdParams,
  response: staffMember,
  otherAnswers: conflict,
  tags,
  summary: 'Let a blocked staff member sign in again',
  description:
    'Not one’s own account (409). The caller must hold every permission of the member’s role (403 ' +
    'otherwise). The change is recorded in the audit log.',
});
