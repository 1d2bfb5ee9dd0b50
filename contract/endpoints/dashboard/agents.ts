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
const tags = ['Back-office: agents'];
const conflict = { 409: errorResponse };

export const listAgents = endpoint({
  method: 'GET',
  path: '/api/dashboard/agents',
  access: staffWith('Agents.ReadList'),
  query: agentListQuery,
  response: dashboardAgentList,
  tags,
  summary: 'Agents, hidden ones included, newest first by default; Query matches names, phones or email',
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
});

export const getAgent = endpoint({
  method: 'GET',
  path: '/api/dashboard/agents/:id',
  access: staffWith('Agents.Read'),
  params: agentIdParams,
  response: dashboardAgent,
  tags,
  summary: 'One agent',
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
});
