import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../contract/common.js';
import { auditLog, auditLogQuery } from '../../../../contract/dashboard/audit-log.js';
import { listAuditLog } from './list-audit-log.js';

/** GET /api/dashboard/audit-log */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/audit-log',
    {
      config: { permission: 'AuditLog.ReadList' },
      schema: {
        tags: ['Back-office: audit log'],
        summary: 'Every back-office write with its before and after; newest first',
        description:
          'Filters: StaffId, Resource, ResourceId, Action, From (inclusive) and To (exclusive) as ISO-8601; Query matches the staff email.',
        querystring: auditLogQuery,
        response: { 200: auditLog, ...errorResponses },
      },
    },
    (request) => listAuditLog(app.deps, request.query),
  );
};
