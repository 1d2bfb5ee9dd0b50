import type { AppDeps } from '#server/deps.js';
import { supportMessages } from '#server/db/schema/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { auditedDelete } from '../audit/audited-delete.js';
import { contactSnapshot } from './contact-view.js';

/** Deletes a support message with its notes (cascade). */
export async function deleteContact(deps: AppDeps, actor: AuditActor, id: number): Promise<void> {
  const at = deps.clock.now();
  await deps.db.transaction((tx) =>
    auditedDelete(tx, supportMessages, id, { actor, at, resource: 'Contacts', snapshot: contactSnapshot }),
  );
}
