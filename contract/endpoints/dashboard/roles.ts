import { errorResponse } from '#contract/common.js';
import { permissionCatalogue } from '#contract/dashboard/permissions.js';
import { role, roleBody, roleIdParams, roleList, roleListQuery } from '#contract/dashboard/roles.js';
import { endpoint, staffWith } from '#contract/endpoint.js';

const tags = ['Back-office: roles'] as const;
const conflict = { 409: errorResponse };

export const permissions = endpoint({
  method: 'GET',
  path: '/api/dashboard/permissions',
  access: staffWith('Roles.Read'),
  response: permissionCatalogue,
  tags,
  summary: 'The permission catalogue a role is made of',
  description: 'Every back-office permission, each with its resource and action, to build a ' + 'role from.',
});

export const listRoles = endpoint({
  method: 'GET',
  path: '/api/dashboard/roles',
  access: staffWith('Roles.ReadList'),
  query: roleListQuery,
  response: roleList,
  tags,
  summary: 'Roles, A→Z by default; Query matches the name',
  description: 'Staff. Roles, paged, each with its permissions and how many staff members hold it.',
});

export const createRole = endpoint({
  method: 'POST',
  path: '/api/dashboard/roles',
  access: staffWith('Roles.Create'),
  body: roleBody,
  status: 201,
  response: role,
  otherAnswers: conflict,
  tags,
  summary: 'Create a role from permissions the caller holds',
  description:
    'A unique name (409 otherwise) and permissions, all of which the caller holds (403 otherwise). ' +
    'The change is recorded in the audit log.',
});

export const getRole = endpoint({
  method: 'GET',
  path: '/api/dashboard/roles/:id',
  access: staffWith('Roles.Read'),
  params: roleIdParams,
  response: role,
  tags,
  summary: 'One role',
  description: 'Staff. One role with its permissions; 404 for an unknown id.',
});

export const updateRole = endpoint({
  method: 'PUT',
  path: '/api/dashboard/roles/:id',
  access: staffWith('Roles.Update'),
  params: roleIdParams,
  body: roleBody,
  response: role,
  otherAnswers: conflict,
  tags,
  summary: 'Rename a role and replace its permissions (not the super-admin role)',
  description:
    'The name (unique: 409 otherwise) and the whole set of permissions are replaced, with ' +
    'permissions the caller holds (403 otherwise); the super-admin role cannot be changed (409). The ' +
    'change is recorded in the audit log.',
});

export const deleteRole = endpoint({
  method: 'DELETE',
  path: '/api/dashboard/roles/:id',
  access: staffWith('Roles.Delete'),
  params: roleIdParams,
  status: 204,
  otherAnswers: conflict,
  tags,
  summary: 'Delete a role no staff member holds (409 otherwise)',
  description:
    'Refused with 409 while staff members hold the role, and for the super-admin role. The change ' +
    'is recorded in the audit log.',
});
