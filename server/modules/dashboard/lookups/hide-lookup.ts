import type { DashboardLookup } from '#contract/dashboard/lookups.js';
import type { AppDeps } from '#server/deps.js';
import { lookups } from '#server/db/schema/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { auditedUpdate } from '../audit/audited-update.js';
import { readLookup } from './get-lookup.js';
import { lookupSnapshot } from './lookup-view.js';

/**
 * Hides an entry from the website's lists and the add-ad choices, or shows it again. Ads that use it
 * keep showing it. Repeating either changes nothing and records nothing.
 */
export async function setLookupHidden(
  deps: AppDeps,
  actor: AuditActor,
  id: number,
  hidden: boolean,
): Promise<DashboardLookup> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await auditedUpdate(tx, lookups, id, {
      actor,
      at: now,
      resource: 'Lookups',
      action: hidden ? 'hide' : 'unhide',
      snapshot: lookupSnapshot,
      change: (before) => (before.hidden === hidden ? undefined : { hidden }),
    });
    return readLookup(tx, id);
  });
}
