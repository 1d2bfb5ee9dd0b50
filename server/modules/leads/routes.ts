import * as leads from '#contract/endpoints/leads.js';
import { userOf } from '#server/lib/auth/authenticate.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { exportMyLeads, exportOfficeLeads } from './export-leads.js';
import { listMyLeads, listOfficeLeads } from './list-leads.js';
import { myResponseTime } from './my-response-time.js';
import { officeResponseTime } from './office-response-time.js';
import { updateLead } from './update-lead.js';

/** /api/website/leads and an office's leads: the advertiser's lead inbox and response times. */
export const leadRoutes = endpointRoutes((deps) => [
  answer(leads.listMyLeads, (request) => listMyLeads(deps, userOf(request), request.query, request.language)),
  answer(leads.exportMyLeads, (request, reply) =>
    exportMyLeads(deps, reply, userOf(request), request.query, request.language),
  ),
  answer(leads.myResponseTime, (request) => myResponseTime(deps, userOf(request))),
  answer(leads.updateLead, (request) =>
    updateLead(deps, userOf(request), request.params.id, request.body, request.language),
  ),
  answer(leads.listOfficeLeads, (request) =>
    listOfficeLeads(deps, userOf(request), request.params.id, request.query, request.language),
  ),
  answer(leads.exportOfficeLeads, (request, reply) =>
    exportOfficeLeads(deps, reply, userOf(request), request.params.id, request.query, request.language),
  ),
  answer(leads.officeResponseTime, (request) => officeResponseTime(deps, userOf(request), request.params.id)),
]);
