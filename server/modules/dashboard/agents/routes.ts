import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, errorResponses } from '../../../../contract/common.js';
import {
  AGENT_PHOTO_MAX_BYTES,
  agentBody,
  agentIdParams,
  agentListQuery,
  agentPhotoForm,
  dashboardAgent,
  dashboardAgentList,
} from '../../../../contract/dashboard/agents.js';
import { readSingleFile } from '../../../lib/uploads.js';
import { auditActorOf } from '../audit/audit-actor.js';
import { createAgent } from './create-agent.js';
import { deleteAgent } from './delete-agent.js';
import { deleteAgentPhoto } from './delete-agent-photo.js';
import { getDashboardAgent } from './get-agent.js';
import { listDashboardAgents } from './list-agents.js';
import { setAgentHidden } from './set-agent-hidden.js';
import { updateAgent } from './update-agent.js';
import { uploadAgentPhoto } from './upload-agent-photo.js';

const tags = ['Back-office: agents'];
const writeErrors = { ...errorResponses, 409: errorResponse };

/** /api/dashboard/agents: the company agents the website lists and ads name. */
export const agentAdminRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  routes.get(
    '/',
    {
      config: { permission: 'Agents.ReadList' },
      schema: {
        tags,
        summary:
          'Agents, hidden ones included, newest first by default; Query matches names, phones or email',
        querystring: agentListQuery,
        response: { 200: dashboardAgentList, ...errorResponses },
      },
    },
    (request) => listDashboardAgents(deps, request.query),
  );

  routes.post(
    '/',
    {
      config: { permission: 'Agents.Create' },
      schema: {
        tags,
        summary: 'Add an agent (visible on the website at once)',
        body: agentBody,
        response: { 201: dashboardAgent, ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await createAgent(deps, auditActorOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  routes.get(
    '/:id',
    {
      config: { permission: 'Agents.Read' },
      schema: {
        tags,
        summary: 'One agent',
        params: agentIdParams,
        response: { 200: dashboardAgent, ...errorResponses },
      },
    },
    (request) => getDashboardAgent(deps, request.params.id),
  );

  routes.put(
    '/:id',
    {
      config: { permission: 'Agents.Update' },
      schema: {
        tags,
        summary: "Replace the agent's details (the photo and visibility stay)",
        params: agentIdParams,
        body: agentBody,
        response: { 200: dashboardAgent, ...writeErrors },
      },
    },
    (request) => updateAgent(deps, auditActorOf(request), request.params.id, request.body),
  );

  routes.delete(
    '/:id',
    {
      config: { permission: 'Agents.Delete' },
      schema: {
        tags,
        summary: 'Delete an agent no ad names (409 otherwise: hide them instead)',
        params: agentIdParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteAgent(deps, auditActorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/:id/photo',
    {
      config: { permission: 'Agents.Update', multipartForm: agentPhotoForm },
      schema: {
        tags,
        summary: 'Set or replace the photo (multipart field "file", JPEG/PNG/WebP, at most 5 MB)',
        consumes: ['multipart/form-data'],
        params: agentIdParams,
        response: { 200: dashboardAgent, ...writeErrors },
      },
    },
    async (request) =>
      uploadAgentPhoto(
        deps,
        auditActorOf(request),
        request.params.id,
        await readSingleFile(request, 'file', AGENT_PHOTO_MAX_BYTES),
      ),
  );

  routes.delete(
    '/:id/photo',
    {
      config: { permission: 'Agents.Update' },
      schema: {
        tags,
        summary: 'Remove the photo',
        params: agentIdParams,
        response: { 200: dashboardAgent, ...writeErrors },
      },
    },
    (request) => deleteAgentPhoto(deps, auditActorOf(request), request.params.id),
  );

  for (const [action, hidden] of [
    ['hide', true],
    ['show', false],
  ] as const) {
    routes.post(
      `/:id/${action}`,
      {
        config: { permission: 'Agents.Update' },
        schema: {
          tags,
          summary: hidden
            ? 'Hide the agent from the website (ads that name them keep them)'
            : 'Show a hidden agent on the website again',
          params: agentIdParams,
          response: { 200: dashboardAgent, ...writeErrors },
        },
      },
      (request) => setAgentHidden(deps, auditActorOf(request), request.params.id, hidden),
    );
  }
};
