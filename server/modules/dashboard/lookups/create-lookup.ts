import { and, eq, sql } from 'drizzle-orm';
import type { CreateLookupBody, DashboardLookup } from '#contract/dashboard/lookups.js';
import type { AppDeps } from '#server/deps.js';
import { lookups } from '#server/db/schema/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { auditedInsert } from '../audit/audited-insert.js';
import { checkLookupFields, lockLookupList } from './check-lookup-fields.js';
import { readLookup } from './get-lookup.js';
import { lookupSnapshot } from './lookup-view.js';

/** A new entry of a list, last in its list (or its region) unless a position is given. */
export async function createLookup(
  deps: AppDeps,
  actor: AuditActor,
  body: CreateLookupBody,
): Promise<DashboardLookup> {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockLookupList(tx, body.kind);
    const checked = await checkLookupFields(tx, body.kind, body);
    const [next] = await tx
      .select({ order: sql<number>`coalesce(max(${lookups.sortOrder}) + 1, 0)`.mapWith(Number) })
      .from(lookups)
      .where(
        and(eq(lookups.kind, body.kind), sql`${lookups.parentId} is not distinct from ${checked.parentId}`),
      );
    const sortOrder = body.sortOrder ?? next?.order ?? 0;
    const row = await auditedInsert(
      tx,
      lookups,
      { kind: body.kind, ...checked, sortOrder, createdAt: at },
      { actor, at, resource: 'Lookups', snapshot: lookupSnapshot },
    );
    return readLookup(tx, row.id);
  });
}
