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

const tags = ['Back-office: staff'];
const conflict = { 409: errorResponse };

export const listStaff = endpoint({
  method: 'GET',
  path: '/api/dashboard/staff',
  access: staffWith('Staff.ReadList'),
  query: staffListQuery,
  response: staffList,
  tags,
  summary: 'Staff members, newest first by default; Query matches name or email',
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
});

export const getStaff = endpoint({
  method: 'GET',
  path: '/api/dashboard/staff/:id',
  access: staffWith('Staff.Read'),
  params: staffIdParams,
  response: staffMember,
  tags,
  summary: 'One staff member',
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
});
