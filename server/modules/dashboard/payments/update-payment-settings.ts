import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import type { PaymentSettingsView, paymentSettingsBody } from '#contract/dashboard/payments-finance.js';
import type { AppDeps } from '#server/deps.js';
import { paymentSettings } from '#server/db/schema/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';
import { settingsSnapshot, toSettingsView } from './settings-view.js';

type SettingsBody = z.output<typeof paymentSettingsBody>;

/**
 * Writes the one settings row (made the first time) and its audit entry in one transaction, the row
 * locked so two staff saving at once queue; saving what is there writes nothing. New orders take
 * the rate from here; orders and invoices already made keep theirs.
 */
export async function updatePaymentSettings(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: AuditActor,
  body: SettingsBody,
): Promise<PaymentSettingsView> {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(paymentSettings).for('update');
    if (before && isDeepStrictEqual(settingsSnapshot(before), settingsSnapshot({ ...before, ...body }))) {
      return before;
    }
    const [after] = await tx
      .insert(paymentSettings)
      .values({ id: 1, ...body, updatedAt: now })
      .onConflictDoUpdate({ target: paymentSettings.id, set: { ...body, updatedAt: now } })
      .returning();
    if (!after) throw new Error('updatePaymentSettings: the settings row was not written');
    await recordAudit(
      tx,
      actor,
      {
        action: before ? 'update' : 'create',
        resource: 'Payments',
        resourceId: 'settings',
        before: before ? settingsSnapshot(before) : null,
        after: settingsSnapshot(after),
      },
      now,
    );
    return after;
  });
  return toSettingsView(row);
}
