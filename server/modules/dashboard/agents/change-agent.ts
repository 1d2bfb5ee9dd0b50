import type { AppDeps } from '#server/deps.js';
import { agents } from '#server/db/schema/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { auditedUpdate, type AuditedUpdate } from '../audit/audited-update.js';

/** One audited change (auditedUpdate) of an agent's row, in a transaction of its own. */
export function changeAgent(
  deps: AppDeps,
  actor: AuditActor,
  id: number,
  update: Pick<AuditedUpdate<typeof agents>, 'action' | 'snapshot' | 'change'>,
) {
  const at = deps.clock.now();
  return deps.db.transaction((tx) =>
    auditedUpdate(tx, agents, id, { actor, at, resource: 'Agents', ...update }),
  );
}
