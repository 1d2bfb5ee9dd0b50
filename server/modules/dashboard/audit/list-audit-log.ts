import { and, eq, gte, lt } from 'drizzle-orm';
import type { AuditEntry, AuditLogQuery } from '#contract/dashboard/audit-log.js';
import type { AppDeps } from '#server/deps.js';
import { auditLog, type AuditLogRow } from '#server/db/schema/index.js';
import { containsText } from '#server/lib/substring-filters/contains-text.js';
import { byAge, pagedStaffList } from '../shared/paged-staff-list.js';

const orders = byAge(auditLog);

/** The audit log, newest first; filters by staff member, resource, record, action and time. */
export async function listAuditLog(deps: AppDeps, query: AuditLogQuery) {
  return pagedStaffList(deps.db, query, {
    rows: deps.db.select().from(auditLog).$dynamic(),
    counted: auditLog,
    where: and(
      query.StaffId ? eq(auditLog.staffId, query.StaffId) : undefined,
      query.Resource ? eq(auditLog.resource, query.Resource) : undefined,
      query.ResourceId ? eq(auditLog.resourceId, query.ResourceId) : undefined,
      query.Action ? eq(auditLog.action, query.Action) : undefined,
      query.From ? gte(auditLog.createdAt, new Date(query.From)) : undefined,
      query.To ? lt(auditLog.createdAt, new Date(query.To)) : undefined,
      containsText([auditLog.staffEmail], query.Query),
    ),
    orderBy: orders[query.SortBy ?? 'newest'],
    toItem: toAuditEntry,
  });
}

export function toAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    staff: { id: row.staffId, email: row.staffEmail },
    action: row.action,
    resource: row.resource,
    resourceId: row.resourceId,
    before: row.before,
    after: row.after,
    requestId: row.requestId,
    createdAt: row.createdAt.toISOString(),
  };
}
