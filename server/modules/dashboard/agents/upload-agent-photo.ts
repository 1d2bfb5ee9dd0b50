import { randomUUID } from 'node:crypto';
import type { DashboardAgent } from '#contract/dashboard/agents.js';
import type { AppDeps } from '#server/deps.js';
import { toWebp } from '#server/lib/images.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { photoSnapshot } from './agent-view.js';
import { changeAgent } from './change-agent.js';
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
  let previous: string | null;
  try {
    const { before } = await changeAgent(deps, actor, id, {
      action: 'update',
      snapshot: photoSnapshot,
      change: () => ({ imageKey: key }),
    });
    previous = before.imageKey;
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
  if (previous) await deps.storage.delete(previous);
  return getDashboardAgent(deps, id);
}
