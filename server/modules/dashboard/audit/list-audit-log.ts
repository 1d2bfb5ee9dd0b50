import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { AuditEntry, AuditLogQuery } from '#contract/dashboard/audit-log.js';
import type { AppDeps } from '#server/deps.js';
import { auditLog, type AuditLogRow } from '#server/db/schema/index.js';
import { containsText } from '#server/lib/substring-filters/contains-text.js';
import { pagedList, rowCount } from '#server/lib/paging.js';

const orders = {
  newest: [desc(auditLog.createdAt), desc(auditLog.id)],
  oldest: [asc(auditLog.createdAt), asc(auditLog.id)],
} as const;

/** The audit log, newest first; filters by staff member, resource, record, action and time. */
export async function listAuditLog(deps: AppDeps, query: AuditLogQuery) {
  const where = and(
    query.StaffId ? eq(auditLog.staffId, query.StaffId) : undefined,
    query.Resource ? eq(auditLog.resource, query.Resource) : undefined,
    query.ResourceId ? eq(auditLog.resourceId, query.ResourceId) : undefined,
    query.Action ? eq(auditLog.action, query.Action) : undefined,
    query.From ? gte(auditLog.createdAt, new Date(query.From)) : undefined,
    query.To ? lt(auditLog.createdAt, new Date(query.To)) : undefined,
    containsText([auditLog.staffEmail], query.Query),
  );
  return pagedList(
    query,
    (limit, offset) =>
      deps.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(...orders[query.SortBy ?? 'newest'])
        .limit(limit)
        .offset(offset),
    () => deps.db.select(rowCount).from(auditLog).where(where),
    toAuditEntry,
  );
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
