import { backOfficeResource } from '#contract/back-office-resource.js';
import { permissionCatalogue } from '#contract/dashboard/permissions.js';
import { role, roleBody, roleIdParams, roleList, roleListQuery } from '#contract/dashboard/roles.js';
import { endpoint, staffWith } from '#contract/endpoint.js';

const tags = ['Back-office: roles'] as const;
const roles = backOfficeResource({
  permissions: 'Roles',
  path: '/api/dashboard/roles',
  tags,
  idParams: roleIdParams,
  writesMayConflict: true,
});

export const permissions = endpoint({
  method: 'GET',
  path: '/api/dashboard/permissions',
  access: staffWith('Roles.Read'),
  response: permissionCatalogue,
  tags,
  summary: 'The permission catalogue a role is made of',
  description: 'Every back-office permission, each with its resource and action, to build a ' + 'role from.',
});

export const listRoles = roles.list({
  query: roleListQuery,
  response: roleList,
  summary: 'Roles, A→Z by default; Query matches the name',
  description: 'Staff. Roles, paged, each with its permissions and how many staff members hold it.',
});

export const createRole = roles.create({
  body: roleBody,
  response: role,
  summary: 'Create a role from permissions the caller holds',
  description:
    'A unique name (409 otherwise) and permissions, all of which the caller holds (403 otherwise). ' +
    'The change is recorded in the audit log.',
});

export const getRole = roles.get({
  response: role,
  summary: 'One role',
  description: 'Staff. One role with its permissions; 404 for an unknown id.',
});

export const updateRole = roles.update({
  body: roleBody,
  response: role,
  summary: 'Rename a role and replace its permissions (not the super-admin role)',
  description:
    'The name (unique: 409 otherwise) and the whole set of permissions are replaced, with ' +
    'permissions the caller holds (403 otherwise); the super-admin role cannot be changed (409). The ' +
    'change is recorded in the audit log.',
});

export const deleteRole = roles.delete({
  summary: 'Delete a role no staff member holds (409 otherwise)',
  description:
    'Refused with 409 while staff members hold the role, and for the super-admin role. The change ' +
    'is recorded in the audit log.',
});
