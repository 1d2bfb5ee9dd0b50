import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, errorResponses } from '../../../../contract/common.js';
import {
  createStaffBody,
  staffIdParams,
  staffList,
  staffListQuery,
  staffMember,
  updateStaffBody,
} from '../../../../contract/dashboard/staff.js';
import { auditActorOf } from '../audit/audit-actor.js';
import { staffOf } from '../auth/authenticate-staff.js';
import { setStaffBlocked } from './block-staff.js';
import { createStaff } from './create-staff.js';
import { deleteStaff } from './delete-staff.js';
import { getStaff } from './get-staff.js';
import { listStaff } from './list-staff.js';
import { updateStaff } from './update-staff.js';

const tags = ['Back-office: staff'];
const writeErrors = { ...errorResponses, 409: errorResponse };

/** /api/dashboard/staff: back-office accounts. */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  routes.get(
    '/',
    {
      config: { permission: 'Staff.ReadList' },
      schema: {
        tags,
        summary: 'Staff members, newest first by default; Query matches name or email',
        querystring: staffListQuery,
        response: { 200: staffList, ...errorResponses },
      },
    },
    (request) => listStaff(deps, request.query),
  );

  routes.post(
    '/',
    {
      config: { permission: 'Staff.Create' },
      schema: {
        tags,
        summary: 'Add a staff member in a role the caller may give',
        body: createStaffBody,
        response: { 201: staffMember, ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await createStaff(deps, staffOf(request), auditActorOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  routes.get(
    '/:id',
    {
      config: { permission: 'Staff.Read' },
      schema: {
        tags,
        summary: 'One staff member',
        params: staffIdParams,
        response: { 200: staffMember, ...errorResponses },
      },
    },
    (request) => getStaff(deps, request.params.id),
  );

  routes.put(
    '/:id',
    {
      config: { permission: 'Staff.Update' },
      schema: {
        tags,
        summary: 'Change name, email, phone, role or password (a new password ends their sessions)',
        params: staffIdParams,
        body: updateStaffBody,
        response: { 200: staffMember, ...writeErrors },
      },
    },
    (request) => updateStaff(deps, staffOf(request), auditActorOf(request), request.params.id, request.body),
  );

  routes.delete(
    '/:id',
    {
      config: { permission: 'Staff.Delete' },
      schema: {
        tags,
        summary: 'Delete a staff member (not oneself)',
        params: staffIdParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteStaff(deps, staffOf(request), auditActorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  for (const [action, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    routes.post(
      `/:id/${action}`,
      {
        config: { permission: 'Staff.Update' },
        schema: {
          tags,
          summary: blocked
            ? 'Block a staff member: their sessions end at once and sign-in is refused'
            : 'Let a blocked staff member sign in again',
          params: staffIdParams,
          response: { 200: staffMember, ...writeErrors },
        },
      },
      (request) => setStaffBlocked(deps, staffOf(request), auditActorOf(request), request.params.id, blocked),
    );
  }
};
