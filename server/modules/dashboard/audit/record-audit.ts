import type { AuditAction } from '#contract/dashboard/audit-log.js';
import type { DashboardResource } from '#contract/dashboard/permissions.js';
import type { Database } from '#server/db/client.js';
import { auditLog } from '#server/db/schema/index.js';
import type { AuditActor } from './audit-actor.js';

type Snapshot = Record<string, unknown>;

export interface AuditEntryInput {
  action: AuditAction;
  resource: DashboardResource;
  resourceId: string | number | null;
  before?: Snapshot | null;
  after?: Snapshot | null;
}

/**
 * Keys that never go into the log, at any depth, whatever a snapshot builder forgot; a timestamp
 * (`passwordChangedAt`) says when, not what, and stays.
 */
const isSecretKey = (key: string) =>
  (/password|secret|token|hash/i.test(key) && !/At$/.test(key)) || key.toLowerCase() === 'code';

export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !isSecretKey(key))
      .map(([key, item]) => [key, withoutSecrets(item)]),
  );
}

/** Writes one audit entry; call it inside the transaction of the write it records. */
export async function recordAudit(
  tx: Pick<Database, 'insert'>,
  actor: AuditActor,
  entry: AuditEntryInput,
  at: Date,
): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: actor.staffId,
    staffEmail: actor.staffEmail,
    requestId: actor.requestId,
    action: entry.action,
    resource: entry.resource,
    resourceId: entry.resourceId === null ? null : String(entry.resourceId),
    before: entry.before ? (withoutSecrets(entry.before) as Snapshot) : null,
    after: entry.after ? (withoutSecrets(entry.after) as Snapshot) : null,
    createdAt: at,
  });
}
