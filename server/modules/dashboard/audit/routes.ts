import * as audit from '#contract/endpoints/dashboard/audit.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { listAuditLog } from './list-audit-log.js';

/** GET /api/dashboard/audit-log */
export const auditRoutes = endpointRoutes((deps) => [
  answer(audit.listAuditLog, (request) => listAuditLog(deps, request.query)),
]);
