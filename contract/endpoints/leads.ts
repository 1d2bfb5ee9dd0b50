import { endpoint, ownerOf, signedIn } from '../endpoint.js';
import {
  lead,
  leadIdParams,
  leadList,
  LEAD_EXPORT_MAX_ROWS,
  myLeadsExportQuery,
  myLeadsQuery,
  myResponseFigures,
  officeLeadsExportQuery,
  officeLeadsQuery,
  officeResponseFigures,
  updateLeadBody,
} from '../leads.js';
import { officeIdParams } from '../offices.js';

const tags = ['Leads'] as const;
const MINE = '/api/website/leads';
const OFFICE = '/api/website/offices/:id';

const csvNote =
  '`text/csv` in UTF-8 with a byte order mark (so spreadsheets read Arabic), one header row in the ' +
  `language of \`Accept-Language\`, the newest ${LEAD_EXPORT_MAX_ROWS} leads at most, as an attachment.`;

export const listMyLeads = endpoint({
  method: 'GET',
  path: MINE,
  access: signedIn,
  query: myLeadsQuery,
  response: leadList,
  tags,
  summary: 'The leads on ads the caller owns, latest contact first',
  description:
    'One lead per person and ad: their first message, call tap or WhatsApp tap made it, later ones ' +
    'move its last contact. Filter by status, kind and ad. The inquirer is named by first name only.',
});

export const exportMyLeads = endpoint({
  method: 'GET',
  path: `${MINE}/export`,
  access: signedIn,
  query: myLeadsExportQuery,
  produces: ['text/csv'],
  tags,
  summary: "The caller's leads as a CSV file, with the list's filters",
  description: csvNote,
});

export const myResponseTime = endpoint({
  method: 'GET',
  path: `${MINE}/response-time`,
  access: signedIn,
  response: myResponseFigures,
  tags,
  summary: "The caller's response rate and median response time over the last 30 days",
  description:
    'Of the conversations inquirers started with the caller in the window, the share they answered and ' +
    'the median time to their first answer, live; and the thresholds of the "Quick to respond" badge.',
});

export const updateLead = endpoint({
  method: 'PATCH',
  path: `${MINE}/:id`,
  access: ownerOf('lead'),
  params: leadIdParams,
  body: updateLeadBody,
  response: lead,
  tags,
  summary: "Change a lead's status, note or reminder date",
  description:
    "The ad's owner, or an owner or manager of the ad's office; 404 for anyone else. Fields left out " +
    'stay as they are; a null reminder clears it.',
});

export const listOfficeLeads = endpoint({
  method: 'GET',
  path: `${OFFICE}/leads`,
  access: ownerOf('office'),
  params: officeIdParams,
  query: officeLeadsQuery,
  response: leadList,
  tags,
  summary: "The leads on an office's ads, for its owner and managers; filter by agent",
  description:
    '404 for people outside the office, 403 for its agents (who see theirs in their own list). ' +
    '`agentId` keeps the ads one agent owns.',
});

export const exportOfficeLeads = endpoint({
  method: 'GET',
  path: `${OFFICE}/leads/export`,
  access: ownerOf('office'),
  params: officeIdParams,
  query: officeLeadsExportQuery,
  produces: ['text/csv'],
  tags,
  summary: "An office's leads as a CSV file, with the list's filters",
  description: `For its owner and managers, as the list. ${csvNote}`,
});

export const officeResponseTime = endpoint({
  method: 'GET',
  path: `${OFFICE}/response-time`,
  access: ownerOf('office'),
  params: officeIdParams,
  response: officeResponseFigures,
  tags,
  summary: "Each agent's response rate and median response time over the last 30 days",
  description: 'For the office’s owner and managers: every member’s figures, as each sees their own.',
});
