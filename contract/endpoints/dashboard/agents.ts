import { backOfficeResource } from '#contract/back-office-resource.js';
import {
  agentBody,
  agentListQuery,
  agentPhotoForm,
  dashboardAgent,
  dashboardAgentList,
} from '#contract/dashboard/agents.js';
import { idParams } from '#contract/id-params.js';

/* The company agents the website lists and ads name. */
const agents = backOfficeResource({
  permissions: 'Agents',
  path: '/api/dashboard/agents',
  tags: ['Back-office: agents'],
  idParams,
  writesMayConflict: true,
});

export const listAgents = agents.list({
  query: agentListQuery,
  response: dashboardAgentList,
  summary: 'Agents, hidden ones included, newest first by default; Query matches names, phones or email',
  description:
    'Every agent, hidden ones included, paged, with how many ads name them (all, and published ' + 'ones).',
});

export const createAgent = agents.create({
  body: agentBody,
  response: dashboardAgent,
  summary: 'Add an agent (visible on the website at once)',
  description:
    'Names in Arabic and English, phone, and optional WhatsApp, email, brokerage licence and ' +
    'languages. The photo is uploaded afterwards (`photo`). The change is recorded in the audit log.',
});

export const getAgent = agents.get({
  response: dashboardAgent,
  summary: 'One agent',
  description: 'One agent, hidden or not, with both names and how many ads name them; 404 for an unknown id.',
});

export const updateAgent = agents.update({
  body: agentBody,
  response: dashboardAgent,
  summary: "Replace the agent's details (the photo and visibility stay)",
  description:
    'Every field of the body replaces the stored one; the photo and whether the agent is hidden do ' +
    'not change. The change is recorded in the audit log.',
});

export const deleteAgent = agents.delete({
  summary: 'Delete an agent no ad names (409 otherwise: hide them instead)',
  description:
    'Refused with 409, saying how many, while ads name the agent: hide them instead. The photo is ' +
    'deleted with them. The change is recorded in the audit log.',
});

export const uploadAgentPhoto = agents.aboutOne('POST', 'photo', 'Update', {
  form: agentPhotoForm,
  response: dashboardAgent,
  summary: 'Set or replace the photo (multipart field "file", JPEG/PNG/WebP, at most 5 MB)',
  description:
    'The photo is stored as a WebP without its metadata and replaces the previous one. A file that ' +
    'is no photo is a 415 or 422, one too large a 413. The change is recorded in the audit log.',
});

export const deleteAgentPhoto = agents.aboutOne('DELETE', 'photo', 'Update', {
  response: dashboardAgent,
  summary: 'Remove the photo',
  description: 'Staff. The agent shows without a photo from now on. The change is recorded in the audit log.',
});

export const hideAgent = agents.aboutOne('POST', 'hide', 'Update', {
  response: dashboardAgent,
  summary: 'Hide the agent from the website (ads that name them keep them)',
  description:
    'The agent leaves the website’s agent list and page; ads that already name them keep showing ' +
    'them. The change is recorded in the audit log.',
});

export const showAgent = agents.aboutOne('POST', 'show', 'Update', {
  response: dashboardAgent,
  summary: 'Show a hidden agent on the website again',
  description: 'Staff. The agent is listed on the website again. The change is recorded in the audit log.',
});
