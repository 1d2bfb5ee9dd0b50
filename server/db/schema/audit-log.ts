import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction } from '#contract/dashboard/audit-log.js';
import { staff } from './staff.js';
import { identityId, stamp } from './columns.js';

/**
 * Every back-office write, written in the write's own transaction. The staff member's email is kept
 * so the entry still says who acted after their account is deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: identityId(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    resource: text('resource').notNull(),
    resourceId: text('resource_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    requestId: text('request_id'),
    createdAt: stamp('created_at').notNull(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_staff_created_idx').on(t.staffId, t.createdAt.desc()),
    index('audit_log_resource_created_idx').on(t.resource, t.resourceId, t.createdAt.desc()),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
