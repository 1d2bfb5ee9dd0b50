import { and, eq } from 'drizzle-orm';
import {
  broadcastContent,
  broadcastSegment,
  type BroadcastContent,
  type BroadcastRecord,
  type BroadcastSegment,
} from '#contract/dashboard/notifications.js';
import type { AppDeps } from '#server/deps.js';
import { auditLog, type AuditLogRow } from '#server/db/schema/index.js';
import { pagedList, rowCount } from '#server/lib/paging.js';
import { desc } from 'drizzle-orm';
import { z } from 'zod';

/** A broadcast is recorded as this audit entry; the history is read back from the log. */
export const BROADCAST_AUDIT = { resource: 'Notifications', action: 'create' } as const;

export const isBroadcastEntry = and(
  eq(auditLog.resource, BROADCAST_AUDIT.resource),
  eq(auditLog.action, BROADCAST_AUDIT.action),
);

/** What the audit entry keeps of a broadcast (its `after`). */
export function broadcastSnapshot(content: BroadcastContent, segment: BroadcastSegment, recipients: number) {
  return { ...content, segment, recipients };
}

const storedBroadcast = broadcastContent.extend({ segment: broadcastSegment, recipients: z.number().int() });

function toBroadcastRecord(row: AuditLogRow): BroadcastRecord | null {
  const parsed = storedBroadcast.safeParse(row.after);
  if (!parsed.success) return null;
  const { recipients, ...rest } = parsed.data;
  return {
    id: row.id,
    staff: { id: row.staffId, email: row.staffEmail },
    ...rest,
    sent: recipients,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The broadcasts sent, newest first. */
export async function listBroadcasts(deps: AppDeps, paging: { PageSize: number; PageNumber: number }) {
  const answer = await pagedList(
    paging,
    (limit, offset) =>
      deps.db
        .select()
        .from(auditLog)
        .where(isBroadcastEntry)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit)
        .offset(offset),
    () => deps.db.select(rowCount).from(auditLog).where(isBroadcastEntry),
    toBroadcastRecord,
  );
  return { ...answer, data: answer.data.filter((item) => item !== null) };
}
