import { z } from 'zod';
import { absentWhenEmpty, listEnvelope, sortablePagingQuery } from '../paging.js';
import { dashboardResources, type DashboardResource } from './permissions.js';
import { staffRef } from './staff-identity.js';
import { openApiSchemas } from '../openapi-registry.js';

export const auditActions = [
  'create',
  'update',
  'delete',
  'block',
  'unblock',
  'change-password',
  'reset-password',
  'approve',
  'reject',
  'request-changes',
  'feature',
  'unfeature',
  'handle',
  'unhandle',
  'add-note',
  'hide',
  'unhide',
  'dismiss-reports',
  'act-on-reports',
  'hold-for-reports',
  'suspend',
  'reinstate',
  'refund',
] as const;
export type AuditAction = (typeof auditActions)[number];

const instant = absentWhenEmpty(z.iso.datetime({ offset: true, error: 'fieldInvalid' }));

export const auditLogQuery = sortablePagingQuery(['newest', 'oldest'], {
  StaffId: absentWhenEmpty(z.uuid({ error: 'fieldInvalid' })),
  Resource: absentWhenEmpty(z.enum(dashboardResources as [DashboardResource, ...DashboardResource[]])),
  ResourceId: absentWhenEmpty(z.string().max(100)),
  Action: absentWhenEmpty(z.enum(auditActions)),
  /** Inclusive lower bound, ISO-8601. */
  From: instant,
  /** Exclusive upper bound, ISO-8601. */
  To: instant,
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const auditEntry = z
  .object({
    id: z.number().int(),
    staff: staffRef,
    action: z.enum(auditActions),
    resource: z.string(),
    resourceId: z.string().nullable(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    requestId: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .register(openApiSchemas, { id: 'DashboardAuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditLog = listEnvelope(auditEntry);
