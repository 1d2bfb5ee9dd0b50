import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, errorResponses } from '../../../../contract/common.js';
import { describePermissions, permissionCatalogue } from '../../../../contract/dashboard/permissions.js';
import {
  role,
  roleBody,
  roleIdParams,
  roleList,
  roleListQuery,
} from '../../../../contract/dashboard/roles.js';
import { auditActorOf } from '../audit/audit-actor.js';
import { staffOf } from '../auth/authenticate-staff.js';
import { createRole } from './create-role.js';
import { deleteRole } from './delete-role.js';
import { getRole } from './get-role.js';
import { listRoles } from './list-roles.js';
import { updateRole } from './update-role.js';

const tags = ['Back-office: roles'];
const writeErrors = { ...errorResponses, 409: errorResponse };

/** /api/dashboard/permissions and /api/dashboard/roles. */
export const roleRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  routes.get(
    '/permissions',
    {
      config: { permission: 'Roles.Read' },
      schema: {
        tags,
        summary: 'The permission catalogue a role is made of',
        response: { 200: permissionCatalogue, ...errorResponses },
      },
    },
    () => describePermissions(),
  );

  routes.get(
    '/roles',
    {
      config: { permission: 'Roles.ReadList' },
      schema: {
        tags,
        summary: 'Roles, A→Z by default; Query matches the name',
        querystring: roleListQuery,
        response: { 200: roleList, ...errorResponses },
      },
    },
    (request) => listRoles(deps, request.query),
  );

  routes.post(
    '/roles',
    {
      config: { permission: 'Roles.Create' },
      schema: {
        tags,
        summary: 'Create a role from permissions the caller holds',
        body: roleBody,
        response: { 201: role, ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await createRole(deps, staffOf(request), auditActorOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  routes.get(
    '/roles/:id',
    {
      config: { permission: 'Roles.Read' },
      schema: { tags, summary: 'One role', params: roleIdParams, response: { 200: role, ...errorResponses } },
    },
    (request) => getRole(deps, request.params.id),
  );

  routes.put(
    '/roles/:id',
    {
      config: { permission: 'Roles.Update' },
      schema: {
        tags,
        summary: 'Rename a role and replace its permissions (not the super-admin role)',
        params: roleIdParams,
        body: roleBody,
        response: { 200: role, ...writeErrors },
      },
    },
    (request) => updateRole(deps, staffOf(request), auditActorOf(request), request.params.id, request.body),
  );

  routes.delete(
    '/roles/:id',
    {
      config: { permission: 'Roles.Delete' },
      schema: {
        tags,
        summary: 'Delete a role no staff member holds (409 otherwise)',
        params: roleIdParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteRole(deps, staffOf(request), auditActorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
