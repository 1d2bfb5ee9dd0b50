import { errorResponse } from '#contract/common.js';
import { permissionCatalogue } from '#contract/dashboard/permissions.js';
import { role, roleBody, roleIdParams, roleList, roleListQuery } from '#contract/dashboard/roles.js';
import { endpoint, staffWith } from '#contract/endpoint.js';

const tags = ['Back-office: roles'];
const conflict = { 409: errorResponse };

export const permissions = endpoint({
  method: 'GET',
  path: '/api/dashboard/permissions',
  access: staffWith('Roles.Read'),
  response: permissionCatalogue,
  tags,
  summary: 'The permission catalogue a role is made of',
});

export const listRoles = endpoint({
  method: 'GET',
  path: '/api/dashboard/roles',
  access: staffWith('Roles.ReadList'),
  query: roleListQuery,
  response: roleList,
  tags,
  summary: 'Roles, A→Z by default; Query matches the name',
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
});

export const getRole = endpoint({
  method: 'GET',
  path: '/api/dashboard/roles/:id',
  access: staffWith('Roles.Read'),
  params: roleIdParams,
  response: role,
  tags,
  summary: 'One role',
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
});
