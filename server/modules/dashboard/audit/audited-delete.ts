import { eq } from 'drizzle-orm';
import type { DashboardResource } from '#contract/dashboard/permissions.js';
import type { Database } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import type { AuditActor } from './audit-actor.js';
import type { Row, TableWithId } from './audited-update.js';
import { recordAudit } from './record-audit.js';

export interface AuditedDelete<T extends TableWithId> {
  actor: AuditActor;
  at: Date;
  resource: DashboardResource;
  /** What the log keeps of the deleted row. */
  snapshot: (row: Row<T>) => Record<string, unknown>;
}

/**
 * Deletes one row (404 when there is none) and records it as it was, in the caller's transaction;
 * answers the deleted row.
 */
export async function auditedDelete<T extends TableWithId>(
  tx: Database,
  table: T,
  id: Row<T>['id'],
  deletion: AuditedDelete<T>,
): Promise<Row<T>> {
  const [before] = (await tx.delete(table).where(eq(table.id, id)).returning()) as Row<T>[];
  if (!before) throw new AppError('notFound', 'notFound');
  await recordAudit(
    tx,
    deletion.actor,
    {
      action: 'delete',
      resource: deletion.resource,
      resourceId: id as string | number,
      before: deletion.snapshot(before),
    },
    deletion.at,
  );
  return before;
}
