import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DashboardAgent } from '#contract/dashboard/agents.js';
import type { AppDeps } from '#server/deps.js';
import { agents } from '#server/db/schema/index.js';
import { toWebp } from '#server/lib/images.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { agentForChange } from './agent-view.js';
import { getDashboardAgent } from './get-agent.js';

export const AGENT_PHOTO_SIZE = 512;

/**
 * Stores a square WebP (metadata stripped, like profile pictures; converted in the staff member's turn)
 * and removes the previous photo once the new key is saved. A photo for an agent that is gone is removed again.
 */
export async function uploadAgentPhoto(
  deps: AppDeps,
  actor: AuditActor,
  id: number,
  file: Buffer,
  signal?: AbortSignal,
): Promise<DashboardAgent> {
  await getDashboardAgent(deps, id);
  const [image] = await deps.images.convert(
    `staff:${actor.staffId ?? actor.staffEmail}`,
    file,
    (checked) => toWebp(checked, [{ width: AGENT_PHOTO_SIZE, height: AGENT_PHOTO_SIZE, fit: 'cover' }]),
    signal,
  );
  if (!image) throw new Error('image conversion returned nothing');
  const key = `agents/${id}/${randomUUID()}.webp`;
  await deps.storage.put(key, image.data, 'image/webp');
  const now = deps.clock.now();
  let previous: string | null;
  try {
    previous = await deps.db.transaction(async (tx) => {
      const before = await agentForChange(tx, id);
      const [after] = await tx.update(agents).set({ imageKey: key }).where(eq(agents.id, id)).returning();
      if (!after) throw new Error('agent update returned nothing');
      await recordAudit(
        tx,
        actor,
        {
          action: 'update',
          resource: 'Agents',
          resourceId: id,
          before: { imageKey: before.imageKey },
          after: { imageKey: after.imageKey },
        },
        now,
      );
      return before.imageKey;
    });
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
  if (previous) await deps.storage.delete(previous);
  return getDashboardAgent(deps, id);
}
