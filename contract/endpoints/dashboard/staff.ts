import { backOfficeResource } from '#contract/back-office-resource.js';
import {
  createStaffBody,
  staffIdParams,
  staffList,
  staffListQuery,
  staffMember,
  updateStaffBody,
} from '#contract/dashboard/staff.js';

const staff = backOfficeResource({
  permissions: 'Staff',
  path: '/api/dashboard/staff',
  tags: ['Back-office: staff'],
  idParams: staffIdParams,
  writesMayConflict: true,
});

export const listStaff = staff.list({
  query: staffListQuery,
  response: staffList,
  summary: 'Staff members, newest first by default; Query matches name or email',
  description:
    'Back-office accounts, paged, with their role and whether they are blocked; `RoleId` and ' +
    '`IsBlocked` narrow the list.',
});

export const createStaff = staff.create({
  body: createStaffBody,
  response: staffMember,
  summary: 'Add a staff member in a role the caller may give',
  description:
    'Name, email (unique: 409 otherwise), optional phone, a role the caller holds every permission ' +
    'of (403 otherwise), and a password that follows the password policy. The change is recorded in the ' +
    'audit log.',
});

export const getStaff = staff.get({
  response: staffMember,
  summary: 'One staff member',
  description: 'Staff. One staff member with their role; 404 for an unknown id.',
});

export const updateStaff = staff.update({
  body: updateStaffBody,
  response: staffMember,
  summary: 'Change name, email, phone, role or password (a new password ends their sessions)',
  description:
    'A taken email is a 409; changing one’s own role or password here is a 409 too (use change-password). ' +
    'The caller must hold every permission of the member’s role (403 otherwise). A new password ends the ' +
    'member’s sessions. The change is recorded in the audit log.',
});

export const deleteStaff = staff.delete({
  summary: 'Delete a staff member (not oneself)',
  description:
    'Not one’s own account (409). The caller must hold every permission of the member’s role (403 ' +
    'otherwise). Their sessions end at once. The change is recorded in the audit log.',
});

export const blockStaff = staff.aboutOne('POST', 'block', 'Update', {
  response: staffMember,
  summary: 'Block a staff member: their sessions end at once and sign-in is refused',
  description:
    'Not one’s own account (409). The caller must hold every permission of the member’s role (403 ' +
    'otherwise). The change is recorded in the audit log.',
});

export const unblockStaff = staff.aboutOne('POST', 'unblock', 'Update', {
  response: staffMember,
  summary: 'Let a blocked staff member sign in again',
  description:
    'Not one’s own account (409). The caller must hold every permission of the member’s role (403 ' +
    'otherwise). The change is recorded in the audit log.',
});
