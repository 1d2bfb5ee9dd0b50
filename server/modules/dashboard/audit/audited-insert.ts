import { getTableName } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { DashboardResource } from '#contract/dashboard/permissions.js';
import type { Database } from '#server/db/client.js';
import type { AuditActor } from './audit-actor.js';
import type { Row, TableWithId } from './audited-update.js';
import { recordAudit } from './record-audit.js';

export interface AuditedInsert<T extends TableWithId> {
  actor: AuditActor;
  at: Date;
  resource: DashboardResource;
  /** What the log keeps of the new row. */
  snapshot: (row: Row<T>) => Record<string, unknown>;
}

/** Inserts one row and records it as created, in the caller's transaction; answers the new row. */
export async function auditedInsert<T extends TableWithId>(
  tx: Database,
  table: T,
  values: PgInsertValue<T>,
  creation: AuditedInsert<T>,
): Promise<Row<T>> {
  const [row] = (await tx.insert(table).values(values).returning()) as Row<T>[];
  if (!row) throw new Error(`${getTableName(table)} insert returned nothing`);
  await recordAudit(
    tx,
    creation.actor,
    {
      action: 'create',
      resource: creation.resource,
      resourceId: row.id as string | number,
      after: creation.snapshot(row),
    },
    creation.at,
  );
  return row;
}
