import { errorResponse } from '#contract/common.js';
import {
  agentBody,
  agentIdParams,
  agentListQuery,
  agentPhotoForm,
  dashboardAgent,
  dashboardAgentList,
} from '#contract/dashboard/agents.js';
import { endpoint, staffWith } from '#contract/endpoint.js';

/* The company agents the website lists and ads name. */
const tags = ['Back-office: agents'] as const;
const conflict = { 409: errorResponse };

export const listAgents = endpoint({
  method: 'GET',
  path: '/api/dashboard/agents',
  access: staffWith('Agents.ReadList'),
  query: agentListQuery,
  response: dashboardAgentList,
  tags,
  summary: 'Agents, hidden ones included, newest first by default; Query matches names, phones or email',
  description:
    'Every agent, hidden ones included, paged, with how many ads name them (all, and published ' + 'ones).',
});

export const createAgent = endpoint({
  method: 'POST',
  path: '/api/dashboard/agents',
  access: staffWith('Agents.Create'),
  body: agentBody,
  status: 201,
  response: dashboardAgent,
  otherAnswers: conflict,
  tags,
  summary: 'Add an agent (visible on the website at once)',
  description:
    'Names in Arabic and English, phone, and optional WhatsApp, email, brokerage licence and ' +
    'languages. The photo is uploaded afterwards (`photo`). The change is recorded in the audit log.',
});

export const getAgent = endpoint({
  method: 'GET',
  path: '/api/dashboard/agents/:id',
  access: staffWith('Agents.Read'),
  params: agentIdParams,
  response: dashboardAgent,
  tags,
  summary: 'One agent',
  description: 'One agent, hidden or not, with both names and how many ads name them; 404 for an unknown id.',
});

export const updateAgent = endpoint({
  method: 'PUT',
  path: '/api/dashboard/agents/:id',
  access: staffWith('Agents.Update'),
  params: agentIdParams,
  body: agentBody,
  response: dashboardAgent,
  otherAnswers: conflict,
  tags,
  summary: "Replace the agent's details (the photo and visibility stay)",
  description:
    'Every field of the body replaces the stored one; the photo and whether the agent is hidden do ' +
    'not change. The change is recorded in the audit log.',
});

export const deleteAgent = endpoint({
  method: 'DELETE',
  path: '/api/dashboard/agents/:id',
  access: staffWith('Agents.Delete'),
  params: agentIdParams,
  status: 204,
  otherAnswers: conflict,
  tags,
  summary: 'Delete an agent no ad names (409 otherwise: hide them instead)',
  description:
    'Refused with 409, saying how many, while ads name the agent: hide them instead. The photo is ' +
    'deleted with them. The change is recorded in the audit log.',
});

export const uploadAgentPhoto = endpoint({
  method: 'POST',
  path: '/api/dashboard/agents/:id/photo',
  access: staffWith('Agents.Update'),
  params: agentIdParams,
  form: agentPhotoForm,
  response: dashboardAgent,
  otherAnswers: conflict,
  tags,
  summary: 'Set or replace the photo (multipart field "file", JPEG/PNG/WebP, at most 5 MB)',
  description:
    'The photo is stored as a WebP without its metadata and replaces the previous one. A file that ' +
    'is no photo is a 415 or 422, one too large a 413. The change is recorded in the audit log.',
});

export const deleteAgentPhoto = endpoint({
  method: 'DELETE',
  path: '/api/dashboard/agents/:id/photo',
  access: staffWith('Agents.Update'),
  params: agentIdParams,
  response: dashboardAgent,
  otherAnswers: conflict,
  tags,
  summary: 'Remove the photo',
  description: 'Staff. The agent shows without a photo from now on. The change is recorded in the audit log.',
});

export const hideAgent = endpoint({
  method: 'POST',
  path: '/api/dashboard/agents/:id/hide',
  access: staffWith('Agents.Update'),
  params: agentIdParams,
  response: dashboardAgent,
  otherAnswers: conflict,
  tags,
  summary: 'Hide the agent from the website (ads that name them keep them)',
  description:
    'The agent leaves the website’s agent list and page; ads that already name them keep showing ' +
    'them. The change is recorded in the audit log.',
});

export const showAgent = endpoint({
  method: 'POST',
  path: '/api/dashboard/agents/:id/show',
  access: staffWith('Agents.Update'),
  params: agentIdParams,
  response: dashboardAgent,
  otherAnswers: conflict,
  tags,
  summary: 'Show a hidden agent on the website again',
  description: 'Staff. The agent is listed on the website again. The change is recorded in the audit log.',
});
