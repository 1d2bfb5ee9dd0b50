import * as reports from '#contract/endpoints/dashboard/reports.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { auditActorOf } from '../audit/audit-actor.js';
import { decideReport } from './decide-report.js';
import { listReportQueue } from './report-queue.js';

export const reportQueueRoutes = endpointRoutes((deps) => [
  answer(reports.listReports, (request) => listReportQueue(deps, request.query)),
  answer(reports.decideReport, (request) =>
    decideReport(deps, auditActorOf(request), request.params.kind, request.params.id, request.body),
  ),
]);
