import type { DashboardContactDetail } from '#contract/dashboard/contacts.js';
import type { AppDeps } from '#server/deps.js';
import { supportMessages } from '#server/db/schema/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { auditedUpdate } from '../audit/audited-update.js';
import { contactSnapshot } from './contact-view.js';
import { getContact } from './get-contact.js';

/**
 * Marks a support message handled (by whom and when) or back to not handled. Repeating either
 * changes nothing and records nothing: the first staff member and time stay.
 */
export async function setContactHandled(
  deps: AppDeps,
  actor: AuditActor,
  id: number,
  handled: boolean,
): Promise<DashboardContactDetail> {
  const now = deps.clock.now();
  await deps.db.transaction((tx) =>
    auditedUpdate(tx, supportMessages, id, {
      actor,
      at: now,
      resource: 'Contacts',
      action: handled ? 'handle' : 'unhandle',
      snapshot: contactSnapshot,
      change: (before) => {
        if ((before.handledAt !== null) === handled) return undefined;
        return handled
          ? { handledAt: now, handledById: actor.staffId, handledByEmail: actor.staffEmail }
          : { handledAt: null, handledById: null, handledByEmail: null };
      },
    }),
  );
  return getContact(deps, id);
}
