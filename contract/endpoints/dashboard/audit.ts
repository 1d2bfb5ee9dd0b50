import { auditLog, auditLogQuery } from '#contract/dashboard/audit-log.js';
import { endpoint, staffWith } from '#contract/endpoint.js';

export const listAuditLog = endpoint({
  method: 'GET',
  path: '/api/dashboard/audit-log',
  access: staffWith('AuditLog.ReadList'),
  query: auditLogQuery,
  response: auditLog,
  tags: ['Back-office: audit log'],
  summary: 'Every back-office write with its before and after; newest first',
  description:
    'Filters: StaffId, Resource, ResourceId, Action, From (inclusive) and To (exclusive) as ISO-8601; Query matches the staff email.',
});
