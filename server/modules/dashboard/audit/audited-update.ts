import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AuditAction } from '#contract/dashboard/audit-log.js';
import type { DashboardResource } from '#contract/dashboard/permissions.js';
import type { Database } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import type { AuditActor } from './audit-actor.js';
import { recordAudit } from './record-audit.js';

export type TableWithId = PgTable & { id: PgColumn };
export type Row<T extends TableWithId> = T['$inferSelect'];
/** The columns a change writes. */
type Change<T extends TableWithId> = PgUpdateSetSource<T> & Partial<Row<T>>;

export interface AuditedUpdate<T extends TableWithId> {
  actor: AuditActor;
  at: Date;
  resource: DashboardResource;
  action: AuditAction;
  /** What the log keeps of a row (no secrets: recordAudit strips them anyway). */
  snapshot: (row: Row<T>) => Record<string, unknown>;
  /** The values to write, from the locked row; undefined when the row already is as asked. */
  change: (before: Row<T>) => Change<T> | undefined;
}

/**
 * Lock → compare → update → audit, in the caller's transaction: the row is locked (404 when there is
 * none), `change` says what to write, and the write and its audit entry happen only when it says
 * something. A request repeated changes nothing and records nothing. Answers the row as it now is
 * and as it was.
 */
export async function auditedUpdate<T extends TableWithId>(
  tx: Database,
  table: T,
  id: Row<T>['id'],
  update: AuditedUpdate<T>,
): Promise<{ row: Row<T>; before: Row<T>; changed: boolean }> {
  const source: PgTable = table;
  const [before] = (await tx.select().from(source).where(eq(table.id, id)).for('update')) as Row<T>[];
  if (!before) throw new AppError('notFound', 'notFound');
  const values = update.change(before);
  if (values === undefined) return { row: before, before, changed: false };
  const [after] = (await tx.update(table).set(values).where(eq(table.id, id)).returning()) as Row<T>[];
  if (!after) throw new AppError('notFound', 'notFound');
  await recordAudit(
    tx,
    update.actor,
    {
      action: update.action,
      resource: update.resource,
      resourceId: id as string | number,
      before: update.snapshot(before),
      after: update.snapshot(after),
    },
    update.at,
  );
  return { row: after, before, changed: true };
}
